import { FEED_ORDERINGS, type FeedOrdering, type FilterFlow } from '@app/contract';
import { useTranslation } from 'react-i18next';
import styles from '../../../shared/listing/listing-page.module.css';
import { FEED_ORDERING_LABELS, isFeedOrdering } from '../lib/feed-orderings.ts';

export interface StaffFiltersProps {
  flows: readonly FilterFlow[];
  /** The chosen flow id, or null for all flows. */
  flow: number | null;
  ordering: FeedOrdering | undefined;
  onFlowChange: (flow: number | null) => void;
  onOrderingChange: (ordering: FeedOrdering | undefined) => void;
}

/** Staff's filters of the feed: one flow (or all) and the sort method. */
export function StaffFilters(props: StaffFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.filters}>
      <label className={styles.field}>
        <span>{t('feed.flowFilter')}</span>
        <select
          className={styles.select}
          value={props.flow ?? ''}
          onChange={(event) =>
            props.onFlowChange(event.target.value ? Number(event.target.value) : null)
          }
        >
          <option value="">{t('feed.allFlows')}</option>
          {props.flows.map((flow) => (
            <option key={flow.id} value={flow.id}>
              {flow.name}
            </option>
          ))}
        </select>
      </label>
      <label className={styles.field}>
        <span>{t('feed.sortFilter')}</span>
        <select
          className={styles.select}
          value={props.ordering ?? FEED_ORDERINGS[0]}
          onChange={(event) =>
            props.onOrderingChange(
              isFeedOrdering(event.target.value) ? event.target.value : undefined,
            )
          }
        >
          {FEED_ORDERINGS.map((option) => (
            <option key={option} value={option}>
              {t(`feed.ordering.${FEED_ORDERING_LABELS[option]}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
