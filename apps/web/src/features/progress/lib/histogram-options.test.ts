import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import {
  HISTOGRAM_HEIGHT,
  histogramData,
  histogramOptions,
  type HistogramLook,
} from './histogram-options.ts';

const bars = (() => null) as unknown as uPlot.Series.PathBuilder;
const look: HistogramLook = {
  labels: { bucket: 'Прогресс', clients: 'Клиентов' },
  colors: { bars: '#1f6f5c', axis: '#56605a', grid: '#dde2dd' },
  formatCount: (value) => `n${value}`,
  bars,
};
const chart = {} as uPlot;

/** A scale's range function called as uPlot would, with the data's min and max. */
function rangeOf(options: uPlot.Options, scale: 'x' | 'y', min: number, max: number) {
  const range = options.scales?.[scale]?.range;
  if (typeof range !== 'function') throw new Error(`no range function for ${scale}`);
  return range(chart, min, max, scale);
}

describe('histogramOptions', () => {
  it('puts the buckets side by side as bars, as wide as asked', () => {
    const options = histogramOptions(311, look);
    expect(options.width).toBe(311);
    expect(options.height).toBe(HISTOGRAM_HEIGHT);
    expect(options.series[1]?.paths).toBe(bars);
    expect(histogramData([2, 0, 1])).toEqual([
      [0, 1, 2],
      [2, 0, 1],
    ]);
    // Half a bucket of room either side of the first and last bars.
    expect(rangeOf(options, 'x', 0, 9)).toEqual([-0.5, 9.5]);
  });

  it('starts the counts at zero and keeps a height when every bucket is empty', () => {
    const options = histogramOptions(300, look);
    expect(rangeOf(options, 'y', 0, 0)).toEqual([0, 1]);
    expect(rangeOf(options, 'y', 0, 10)).toEqual([0, 11]);
  });

  it('labels the buckets and the counts', () => {
    const [xAxis, yAxis] = histogramOptions(300, look).axes ?? [];
    const xValues = xAxis?.values;
    const yValues = yAxis?.values;
    if (typeof xValues !== 'function' || typeof yValues !== 'function') throw new Error('labels');
    expect(xValues(chart, [0, 2, 9], 0, 1, 1)).toEqual(['0–9%', '20–29%', '90–100%']);
    expect(yValues(chart, [0, 5], 1, 1, 1)).toEqual(['n0', 'n5']);
    const legend = histogramOptions(300, look).series[0]?.value;
    if (typeof legend !== 'function') throw new Error('legend');
    expect(legend(chart, 3, 0, 3)).toBe('30–39%');
  });
});
