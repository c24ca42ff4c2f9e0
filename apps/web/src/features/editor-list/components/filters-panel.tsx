import type { EditorParamsResponse } from '@app/contract';
import { useEffect, useRef, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/button.tsx';
import { ArrowLeftIcon, ChevronDownIcon } from '../../../shared/ui/icons.tsx';
import {
  activeFilterCount,
  categoryCount,
  FILTER_LIST_CATEGORIES,
  type EditorFilters,
  type FilterCategory,
  type FilterListCategory,
  type FiltersPanelAction,
  type FiltersPanelState,
} from '../lib/filters-state.ts';
import styles from './filters-panel.module.css';

/** Which params list fills each checkbox category. */
const OPTIONS_OF: Record<
  FilterListCategory,
  'feed_group' | 'flows' | 'publicate_section' | 'feed_tag'
> = {
  feed_group: 'feed_group',
  flows: 'flows',
  section: 'publicate_section',
  feed_tags: 'feed_tag',
};

const CATEGORIES: readonly FilterCategory[] = ['date', ...FILTER_LIST_CATEGORIES];

export interface FiltersPanelProps {
  state: FiltersPanelState;
  /** What the list is filtered by (the button's count; copied to pending on open). */
  applied: EditorFilters;
  dispatch: Dispatch<FiltersPanelAction>;
  params: EditorParamsResponse | undefined;
}

/**
 * The filters box: a button with the number of applied values, opening the main list 'Фильтры'
 * (categories with their counts, 'Применить', 'Cбросить все') or one category (date pickers or
 * checkboxes, 'Cбросить', back to the main list).
 */
export function FiltersPanel({ state, applied, dispatch, params }: FiltersPanelProps) {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const appliedCount = activeFilterCount(applied);

  // Opening the panel or switching its view moves the focus to the view's first control (the
  // button that was pressed is gone after a switch).
  useEffect(() => {
    if (state.open) tabbables(panelRef.current)[0]?.focus();
  }, [state.open, state.view]);

  useEffect(() => {
    if (!state.open) return;
    const handlePointer = (event: PointerEvent) => {
      const target = event.target;
      // Popups of the panel's own controls (date pickers) render inside the document too.
      if (target instanceof Node && !rootRef.current?.contains(target)) dispatch({ type: 'close' });
    };
    const handleKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        dispatch({ type: 'close' });
        triggerRef.current?.focus();
      } else if (event.key === 'Tab') keepTabInside(event, panelRef.current);
    };
    document.addEventListener('pointerdown', handlePointer);
    document.addEventListener('keydown', handleKey);
    return () => {
      document.removeEventListener('pointerdown', handlePointer);
      document.removeEventListener('keydown', handleKey);
    };
  }, [state.open, dispatch]);

  return (
    <div className={styles.root} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={state.open}
        onClick={() => dispatch(state.open ? { type: 'close' } : { type: 'open', applied })}
      >
        {t('editorList.filters.title')}
        {appliedCount > 0 && <span className={styles.badge}>{appliedCount}</span>}
        <ChevronDownIcon size={18} />
      </button>
      {state.open && (
        <div
          ref={panelRef}
          className={styles.panel}
          role="dialog"
          aria-label={t('editorList.filters.title')}
        >
          {state.view === 'main' ? (
            <MainList state={state} dispatch={dispatch} />
          ) : (
            <CategoryView state={state} dispatch={dispatch} params={params} />
          )}
        </div>
      )}
    </div>
  );
}

const TABBABLE = 'button:not(:disabled), input:not(:disabled), select:not(:disabled), [href]';

function tabbables(container: HTMLElement | null): HTMLElement[] {
  return container ? [...container.querySelectorAll<HTMLElement>(TABBABLE)] : [];
}

/** Tab and Shift+Tab cycle through the panel's controls while the focus is inside it. */
function keepTabInside(event: KeyboardEvent, panel: HTMLElement | null): void {
  const controls = tabbables(panel);
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!panel || !first || !last || !panel.contains(document.activeElement)) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

function MainList({ state, dispatch }: Pick<FiltersPanelProps, 'state' | 'dispatch'>) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.heading}>{t('editorList.filters.title')}</p>
      <ul className={styles.categories}>
        {CATEGORIES.map((category) => {
          const count = categoryCount(state.pending, category);
          return (
            <li key={category}>
              <button
                type="button"
                className={styles.category}
                onClick={() => dispatch({ type: 'choose', category })}
              >
                <span>{t(`editorList.filters.${category}`)}</span>
                {count > 0 && (
                  <span
                    className={styles.badge}
                    aria-label={t('editorList.filters.chosen', { count })}
                  >
                    {count}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <div className={styles.footer}>
        <Button variant="secondary" onClick={() => dispatch({ type: 'resetAll' })}>
          {t('editorList.filters.resetAll')}
        </Button>
        <Button onClick={() => dispatch({ type: 'apply' })}>{t('editorList.filters.apply')}</Button>
      </div>
    </>
  );
}

function CategoryView({
  state,
  dispatch,
  params,
}: Pick<FiltersPanelProps, 'state' | 'dispatch' | 'params'>) {
  const { t } = useTranslation();
  const category = state.view as FilterCategory;
  return (
    <>
      <button type="button" className={styles.back} onClick={() => dispatch({ type: 'back' })}>
        <ArrowLeftIcon size={18} />
        {t(`editorList.filters.${category}`)}
      </button>
      {category === 'date' ? (
        <div className={styles.dates}>
          <DateField which="start_date" state={state} dispatch={dispatch} />
          <DateField which="end_date" state={state} dispatch={dispatch} />
        </div>
      ) : (
        <ul className={styles.options}>
          {(params?.[OPTIONS_OF[category]] ?? []).map((option) => (
            <li key={option.pk}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  checked={state.pending[category].includes(option.pk)}
                  onChange={() => dispatch({ type: 'toggle', category, pk: option.pk })}
                />
                {option.title}
              </label>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.footer}>
        <Button variant="secondary" onClick={() => dispatch({ type: 'resetCategory', category })}>
          {t('editorList.filters.reset')}
        </Button>
        <Button onClick={() => dispatch({ type: 'apply' })}>{t('editorList.filters.apply')}</Button>
      </div>
    </>
  );
}

/** One end of the release-date range; each end bounds the other. */
function DateField({
  which,
  state,
  dispatch,
}: Pick<FiltersPanelProps, 'state' | 'dispatch'> & { which: 'start_date' | 'end_date' }) {
  const { t } = useTranslation();
  const isStart = which === 'start_date';
  const other = isStart ? state.pending.end_date : state.pending.start_date;
  return (
    <label className={styles.field}>
      {t(isStart ? 'editorList.filters.startDate' : 'editorList.filters.endDate')}
      <input
        type="date"
        value={state.pending[which]}
        max={isStart ? other || undefined : undefined}
        min={isStart ? undefined : other || undefined}
        onChange={(event) => dispatch({ type: 'setDate', which, value: event.target.value })}
      />
    </label>
  );
}
