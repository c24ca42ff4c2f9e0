import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import {
  HISTOGRAM_HEIGHT,
  histogramData,
  histogramOptions,
  type HistogramLook,
} from '../lib/histogram-options.ts';
import styles from './sections.module.css';

/**
 * A section's clients per progress bucket as bars (uPlot, loaded with this staff screen only),
 * as wide as its box: it follows the box's width. Hidden from screen readers: the section's
 * HistogramTable tells the same numbers.
 */
export function HistogramChart({ counts }: { counts: readonly number[] }) {
  const { t, i18n } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const look = histogramLook(box, i18n.language, (key) => t(`progress.histogram.${key}`));
    const chart = new uPlot(histogramOptions(box.clientWidth, look), histogramData(counts), box);
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: box.clientWidth, height: HISTOGRAM_HEIGHT }),
    );
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [counts, i18n.language, t]);
  return <div ref={boxRef} className={styles.chart} aria-hidden="true" />;
}

/** The chart's words, colours (the design tokens), number format and bars. */
function histogramLook(
  box: HTMLElement,
  language: string,
  label: (key: 'bucket' | 'clients') => string,
): HistogramLook {
  const token = (name: string) => getComputedStyle(box).getPropertyValue(name).trim();
  const numbers = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'ru-RU');
  return {
    labels: { bucket: label('bucket'), clients: label('clients') },
    colors: {
      bars: token('--color-primary'),
      axis: token('--color-text-muted'),
      grid: token('--color-border'),
    },
    formatCount: (value) => numbers.format(value),
    bars: uPlot.paths.bars?.({ size: [0.8, 64], align: 0 }),
  };
}
