import type { Language, ReachDay } from '@app/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { formatMoscowDate } from '../../../shared/lib/dates.ts';
import {
  CHART_HEIGHT,
  CHART_SERIES,
  chartData,
  chartOptions,
  type ChartLook,
} from '../lib/chart-options.ts';
import styles from './reach-page.module.css';

/**
 * Views, likes and comments per Moscow day since the release, as a chart (uPlot, loaded with this
 * screen only) and, for screen readers, as a visually hidden table of the same numbers.
 */
export function ReachChart({ days }: { days: readonly ReachDay[] }) {
  const { t, i18n } = useTranslation();
  const language: Language = i18n.language === 'en' ? 'en' : 'ru';
  const titleId = useId();
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('reach.chart.title')}
      </h2>
      <p className={styles.hint}>{t('reach.chart.timeZone')}</p>
      {days.length === 0 ? (
        <p className={styles.muted}>{t('reach.chart.empty')}</p>
      ) : (
        <>
          <ChartCanvas days={days} language={language} />
          <DayTable days={days} language={language} />
        </>
      )}
    </section>
  );
}

/**
 * The uPlot chart, as wide as its box (it follows the box's width). Hidden from screen readers:
 * the table beside it tells the same.
 */
function ChartCanvas({ days, language }: { days: readonly ReachDay[]; language: Language }) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const look = chartLook(box, days, language, (key) => t(`reach.chart.${key}`));
    const chart = new uPlot(chartOptions(box.clientWidth, look), chartData(days), box);
    const observer = new ResizeObserver(() =>
      chart.setSize({ width: box.clientWidth, height: CHART_HEIGHT }),
    );
    observer.observe(box);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [days, language, t]);
  return <div ref={boxRef} className={styles.chart} aria-hidden="true" />;
}

/** The chart's words, colours (the design tokens) and number and date formats. */
function chartLook(
  box: HTMLElement,
  days: readonly ReachDay[],
  language: Language,
  label: (key: 'date' | (typeof CHART_SERIES)[number]) => string,
): ChartLook {
  const token = (name: string) => getComputedStyle(box).getPropertyValue(name).trim();
  const numbers = new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'ru-RU');
  const dateOf = (index: number) => days[Math.round(index)]?.date;
  return {
    labels: {
      date: label('date'),
      views: label('views'),
      likes: label('likes'),
      comments: label('comments'),
    },
    colors: {
      views: token('--color-primary'),
      likes: token('--color-accent'),
      comments: token('--color-focus'),
      axis: token('--color-text-muted'),
      grid: token('--color-border'),
    },
    tickLabel: (index) => {
      const date = dateOf(index);
      return date ? formatMoscowDate(date, language, 'numeric') : '';
    },
    dayLabel: (index) => {
      const date = dateOf(index);
      return date ? formatMoscowDate(date, language, 'date') : '';
    },
    formatCount: (value) => numbers.format(value),
  };
}

/** The per-day numbers as a table only screen readers see. */
function DayTable({ days, language }: { days: readonly ReachDay[]; language: Language }) {
  const { t } = useTranslation();
  return (
    // A table ignores a 1 px width: the wrapper hides it without widening the page.
    <div className="visually-hidden">
      <table>
        <caption>{t('reach.chart.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('reach.chart.date')}</th>
            {CHART_SERIES.map((name) => (
              <th key={name} scope="col">
                {t(`reach.chart.${name}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatMoscowDate(day.date, language, 'date')}</th>
              <td>{day.views}</td>
              <td>{day.likes}</td>
              <td>{day.comments}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
