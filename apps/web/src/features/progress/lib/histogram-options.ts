import { PROGRESS_BUCKETS } from '@app/contract';
import type uPlot from 'uplot';
import { bucketLabel } from './progress-figures.ts';

/** The histogram's height in CSS pixels; its width is its box's. */
export const HISTOGRAM_HEIGHT = 180;

/** Steps between the count axis's labels: whole numbers only (clients). */
const COUNT_STEPS = [1, 2, 5, 10, 20, 50, 100, 200, 500, 1_000, 2_000, 5_000, 10_000];
/** Buckets between the progress axis's labels: every one, or every other on a phone. */
const BUCKET_STEPS = [1, 2, 5];

export interface HistogramLook {
  /** The translated names of the x value (the bucket) and of the bars (clients) in the legend. */
  labels: { bucket: string; clients: string };
  /** Canvas colours (CSS custom properties do not reach a canvas). */
  colors: { bars: string; axis: string; grid: string };
  formatCount: (value: number) => string;
  /** uPlot's bars path builder (`uPlot.paths.bars`), given by the component that loads uPlot. */
  bars: uPlot.Series.PathBuilder | undefined;
}

/** uPlot's columns: each bucket's index (the x value), then the clients in it. */
export function histogramData(counts: readonly number[]): uPlot.AlignedData {
  return [counts.map((_count, index) => index), [...counts]];
}

/**
 * The histogram of a section: one bar per bucket, whole counts on the y axis, bucket labels far
 * enough apart to stay readable on a phone, and a legend with the bar under the pointer.
 */
export function histogramOptions(width: number, look: HistogramLook): uPlot.Options {
  const axis = {
    stroke: look.colors.axis,
    grid: { stroke: look.colors.grid, width: 1 },
    ticks: { stroke: look.colors.grid, width: 1 },
  };
  return {
    width,
    height: HISTOGRAM_HEIGHT,
    scales: {
      x: { time: false, range: () => [-0.5, PROGRESS_BUCKETS - 0.5] },
      y: { range: (_chart, _min, max) => [0, Math.max(1, Math.ceil(max * 1.1))] },
    },
    series: [
      {
        label: look.labels.bucket,
        value: (_chart, value) => (value === null ? '' : bucketLabel(Math.round(value))),
      },
      {
        label: look.labels.clients,
        stroke: look.colors.bars,
        fill: look.colors.bars,
        width: 0,
        paths: look.bars,
        points: { show: false },
        value: (_chart, value) => (value === null ? '' : look.formatCount(value)),
      },
    ],
    axes: [
      {
        ...axis,
        grid: { show: false },
        incrs: BUCKET_STEPS,
        space: 56,
        values: (_chart, splits) => splits.map((index) => bucketLabel(index)),
      },
      {
        ...axis,
        incrs: COUNT_STEPS,
        space: 28,
        size: 44,
        values: (_chart, splits) => splits.map((value) => look.formatCount(value)),
      },
    ],
    legend: { live: true },
    // No drag to zoom: ten buckets are the whole view.
    cursor: { drag: { x: false, y: false }, points: { show: false } },
  };
}
