import { useTranslation } from 'react-i18next';
import { bucketLabel, formatPercent, shareOf } from '../lib/progress-figures.ts';

export interface HistogramTableProps {
  counts: readonly number[];
  /** The clients the counts add up to. */
  total: number;
  sectionTitle: string;
}

/** The histogram's numbers as a table only screen readers see: bucket, clients, share. */
export function HistogramTable({ counts, total, sectionTitle }: HistogramTableProps) {
  const { t } = useTranslation();
  return (
    // A table ignores a 1 px width: the wrapper hides it without widening the page.
    <div className="visually-hidden">
      <table>
        <caption>{t('progress.histogram.caption', { title: sectionTitle })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('progress.histogram.bucket')}</th>
            <th scope="col">{t('progress.histogram.clients')}</th>
            <th scope="col">{t('progress.histogram.share')}</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((count, index) => (
            <tr key={index}>
              <th scope="row">{bucketLabel(index)}</th>
              <td>{count}</td>
              <td>{formatPercent(shareOf(count, total))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
