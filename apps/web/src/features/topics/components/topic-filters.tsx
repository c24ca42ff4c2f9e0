import { TOPIC_ORDERINGS, type FilterFlow, type TopicOrdering } from '@app/contract';
import { useTranslation } from 'react-i18next';
import layout from '../../../shared/listing/listing-page.module.css';

/** The locale key (under topics.orderBy) naming each sort choice. */
const ORDERING_LABELS = {
  '': 'created',
  '-last_comment_date': 'lastComment',
} as const satisfies Record<TopicOrdering, string>;

/** True when `value` is one of the sort choices. */
function isTopicOrdering(value: string): value is TopicOrdering {
  return (TOPIC_ORDERINGS as readonly string[]).includes(value);
}

export interface TopicFiltersProps {
  /** The flows to choose from besides "all flows"; none: no flow filter. */
  flows: readonly FilterFlow[];
  /** The chosen flow id, or null for all flows. */
  flow: number | null;
  ordering: TopicOrdering;
  onFlowChange: (flow: number | null) => void;
  onOrderingChange: (ordering: TopicOrdering) => void;
}

/** The community's flow filter (all flows or one) and ordering. */
export function TopicFilters(props: TopicFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className={layout.filters}>
      {props.flows.length > 0 && (
        <label className={layout.field}>
          <span>{t('topics.flowFilter')}</span>
          <select
            className={layout.select}
            value={props.flow ?? ''}
            onChange={(event) =>
              props.onFlowChange(event.target.value ? Number(event.target.value) : null)
            }
          >
            <option value="">{t('topics.allFlows')}</option>
            {props.flows.map((item) => (
              <option key={item.id} value={item.id}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className={layout.field}>
        <span>{t('topics.ordering')}</span>
        <select
          className={layout.select}
          value={props.ordering}
          onChange={(event) =>
            props.onOrderingChange(isTopicOrdering(event.target.value) ? event.target.value : '')
          }
        >
          {TOPIC_ORDERINGS.map((option) => (
            <option key={option} value={option}>
              {t(`topics.orderBy.${ORDERING_LABELS[option]}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
