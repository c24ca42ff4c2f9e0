import type { EditorListRow } from '@app/contract';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SearchCorrection } from '../../../shared/listing/search-correction.tsx';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { PlusIcon, ProgressIcon } from '../../../shared/ui/icons.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useCopyPublication } from '../api/copy-publication.ts';
import { useDeletePublication } from '../api/delete-publication.ts';
import { useEditorList } from '../api/get-editor-list.ts';
import { useEditorParams } from '../../../shared/editor/get-editor-params.ts';
import { useListReturn } from '../hooks/use-list-return.ts';
import { useListState } from '../hooks/use-list-state.ts';
import {
  EMPTY_FILTERS,
  filtersPanelReducer,
  INITIAL_FILTERS_PANEL,
  type FiltersPanelAction,
} from '../lib/filters-state.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import styles from './editor-list-page.module.css';
import { EditorTable } from './editor-table.tsx';
import { FiltersPanel } from './filters-panel.tsx';
import { CountCappedNote, PaginationBar } from './pagination-bar.tsx';
import { SearchForm } from './search-form.tsx';
import { StatusTabs } from './status-tabs.tsx';

/**
 * /editor/list (staff): title, 'Написать пост', search, filters, status tabs, the table of posts
 * with their actions, and pagination. What it shows lives in the URL (see list-url.ts); a new
 * tab, search, sorting or applied filter starts at page 1.
 */
export function EditorListPage() {
  const { t } = useTranslation();
  const { params, state, query, setState } = useListState();
  const { highlight, remember } = useListReturn(params, query);
  const [panel, dispatchPanel] = useReducer(filtersPanelReducer, INITIAL_FILTERS_PANEL);
  const [toDelete, setToDelete] = useState<EditorListRow | null>(null);
  const editorParams = useEditorParams().data;
  const list = useEditorList(state);
  const copy = useCopyPublication();
  const remove = useDeletePublication();
  const data = list.data;
  useRevealHighlight(highlight, data?.results);

  const handlePanel = (action: FiltersPanelAction) => {
    dispatchPanel(action);
    if (action.type === 'apply') setState({ ...state, filters: panel.pending, page: 1 });
    if (action.type === 'resetAll') setState({ ...state, filters: EMPTY_FILTERS, page: 1 });
  };

  return (
    <div className={styles.page}>
      <ListHeader onCreate={() => remember(null)} />

      <div className={styles.toolbar}>
        <SearchForm
          key={state.search}
          applied={state.search}
          onSearch={(search) => setState({ ...state, search, page: 1 })}
        />
        <FiltersPanel
          state={panel}
          applied={state.filters}
          dispatch={handlePanel}
          params={editorParams}
        />
      </div>

      <StatusTabs tab={state.tab} onTab={(tab) => setState({ ...state, tab, page: 1 })} />

      <section aria-busy={list.isFetching} className={styles.content}>
        {data === undefined ? (
          list.isError ? (
            <p className={styles.message}>{t('editorList.loadFailed')}</p>
          ) : (
            <Spinner label={t('editorList.loading')} />
          )
        ) : data.results.length === 0 ? (
          <p className={styles.message}>{t('editorList.empty')}</p>
        ) : (
          <>
            <SearchCorrection text={data.search_correction} />
            <EditorTable
              rows={data.results}
              ordering={state.ordering}
              onOrdering={(ordering) => setState({ ...state, ordering, page: 1 })}
              highlight={highlight}
              onOpen={(row) => remember(row.pk)}
              onCopy={(row) => copy.mutate(row.pk)}
              onDelete={setToDelete}
            />
          </>
        )}
        {data && (
          <PaginationBar
            page={data.pagination.page}
            countPages={data.pagination.count_pages}
            pages={data.pagination.visible_pages}
            onPage={(page) => setState({ ...state, page })}
          />
        )}
        {data?.pagination.count_is_capped && <CountCappedNote count={data.pagination.count} />}
      </section>

      {toDelete && (
        <DeleteDialog
          title={toDelete.title}
          onConfirm={() => remove.mutate(toDelete.pk)}
          onClose={() => setToDelete(null)}
        />
      )}
    </div>
  );
}

/**
 * 'Редактор', 'Прогресс потоков' (the flow progress screen) and 'Написать пост' (the list
 * remembers the way back when it is followed).
 */
function ListHeader({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{t('editorList.title')}</h1>
      <div className={styles.headerLinks}>
        <Link to="/editor/progress" className={buttonClassName('secondary', styles.create)}>
          <ProgressIcon size={18} />
          {t('progress.openLink')}
        </Link>
        <Link
          to="/editor/create"
          className={buttonClassName('primary', styles.create)}
          onClick={onCreate}
        >
          <PlusIcon size={18} />
          {t('editorList.create')}
        </Link>
      </div>
    </header>
  );
}

/**
 * Brings the highlighted post into view once its row is shown, and gives its title link the
 * focus; without one the list starts at the top (not where the editor was scrolled to).
 */
function useRevealHighlight(highlight: number | null, rows: readonly EditorListRow[] | undefined) {
  const revealed = useRef(false);
  useEffect(() => {
    if (highlight === null) window.scrollTo({ top: 0 });
  }, [highlight]);
  useEffect(() => {
    if (revealed.current || highlight === null || !rows?.some((row) => row.pk === highlight)) {
      return;
    }
    const row = document.querySelector<HTMLElement>(`tr[data-pk="${highlight}"]`);
    if (!row) return;
    revealed.current = true;
    row.scrollIntoView?.({ block: 'center' });
    row.querySelector<HTMLElement>('th a')?.focus({ preventScroll: true });
  }, [highlight, rows]);
}
