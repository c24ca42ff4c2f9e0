import type { ListReach } from '@app/contract';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './editor-table.module.css';

/**
 * The reach column: a small bar of the audience that viewed the post and the numbers
 * ('12 / 40'), read out as 'Просмотрели 12 из 40'; on a card its column's name precedes it.
 */
export function ReachCell({ reach }: { reach: ListReach }) {
  const { t } = useTranslation();
  const { viewed, audience } = reach;
  const share = audience > 0 ? Math.min(100, Math.round((viewed / audience) * 100)) : 0;
  const label =
    audience > 0
      ? t('editorList.reachLabel', { count: viewed, audience })
      : t('editorList.reachNone');
  return (
    <td className={styles.reachCell}>
      <span className={styles.cellLabel}>{t('editorList.columns.reach')}</span>
      <span className={styles.reach} role="img" aria-label={label} title={label}>
        <span className={styles.reachNumbers}>
          {viewed} / {audience}
        </span>
        <span className={styles.reachBar}>
          <span
            className={styles.reachFill}
            style={{ '--reach-share': `${share}%` } as CSSProperties}
          />
        </span>
      </span>
    </td>
  );
}
