import type { ReachDay } from '@app/contract';
import type uPlot from 'uplot';

/** The chart's height in CSS pixels; its width is its box's. */
export const CHART_HEIGHT = 240;

/** The three lines, in the order of the chart's data columns after the days. */
export const CHART_SERIES = ['views', 'likes', 'comments'] as const;
export type ChartSeries = (typeof CHART_SERIES)[number];

/** Day steps between the x axis's labels: whole days, weeks, months. */
const DAY_STEPS = [1, 2, 3, 7, 14, 28, 56, 91, 182, 364];
/** Steps between the y axis's labels: whole numbers only (counts of people and actions). */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000, 20_000];

/** Dashes that tell the lines apart without their colours: solid, dashed, dotted. */
const DASHES: Record<ChartSeries, number[] | undefined> = {
  views: undefined,
  likes: [8, 4],
  comments: [2, 4],
};

export interface ChartLook {
  /** The translated name of each line and of the x value (the date) in the legend. */
  labels: Record<ChartSeries | 'date', string>;
  /** Canvas colours (CSS custom properties do not reach a canvas). */
  colors: Record<ChartSeries | 'axis' | 'grid', string>;
  /** The x axis's label of the day at an index (short). */
  tickLabel: (index: number) => string;
  /** The legend's day at an index (long); '' while the pointer is off the chart. */
  dayLabel: (index: number) => string;
  formatCount: (value: number) => string;
}

/** uPlot's columns: each day's index (the x value), then views, likes and comments per day. */
export function chartData(days: readonly ReachDay[]): uPlot.AlignedData {
  return [
    days.map((_day, index) => index),
    days.map((day) => day.views),
    days.map((day) => day.likes),
    days.map((day) => day.comments),
  ];
}

/**
 * The chart of views, likes and comments per day: three lines told apart by colour and dash,
 * a legend with the values under the pointer, whole days and whole counts on the axes, and
 * labels far enough apart to stay readable on a phone.
 */
export function chartOptions(width: number, look: ChartLook): uPlot.Options {
  const axis = {
    stroke: look.colors.axis,
    grid: { stroke: look.colors.grid, width: 1 },
    ticks: { stroke: look.colors.grid, width: 1 },
  };
  return {
    width,
    height: CHART_HEIGHT,
    scales: {
      x: { time: false, range: (_chart, min, max) => [min, Math.max(max, min + 1)] },
      y: { range: (_chart, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    series: [
      {
        label: look.labels.date,
        value: (_chart, index) => (index === null ? '' : look.dayLabel(index)),
      },
      ...CHART_SERIES.map((name) => ({
        label: look.labels[name],
        stroke: look.colors[name],
        width: 2,
        dash: DASHES[name],
        value: (_chart: uPlot, value: number | null) =>
          value === null ? '' : look.formatCount(value),
      })),
    ],
    axes: [
      {
        ...axis,
        incrs: DAY_STEPS,
        space: 90,
        values: (_chart, splits) => splits.map((index) => look.tickLabel(index)),
      },
      {
        ...axis,
        incrs: COUNT_STEPS,
        space: 32,
        size: 52,
        values: (_chart, splits) => splits.map((value) => look.formatCount(value)),
      },
    ],
    legend: { live: true },
    // No drag to zoom: the whole life of the post is the view.
    cursor: { drag: { x: false, y: false } },
  };
}
