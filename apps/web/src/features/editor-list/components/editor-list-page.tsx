import type { EditorListRow } from '@app/contract';
import { useReducer, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClassName } from '../../../shared/ui/button.tsx';
import { PlusIcon } from '../../../shared/ui/icons.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useCopyPublication } from '../api/copy-publication.ts';
import { useDeletePublication } from '../api/delete-publication.ts';
import { useEditorList } from '../api/get-editor-list.ts';
import { useEditorParams } from '../api/get-editor-params.ts';
import {
  filtersPanelReducer,
  INITIAL_FILTERS_PANEL,
  type FiltersPanelAction,
} from '../lib/filters-state.ts';
import { EDITOR_TABS, type EditorTab } from '../lib/tabs.ts';
import { DeleteDialog } from './delete-dialog.tsx';
import styles from './editor-list-page.module.css';
import { EditorTable } from './editor-table.tsx';
import { FiltersPanel } from './filters-panel.tsx';
import { PaginationBar } from './pagination-bar.tsx';

/**
 * /editor/list (staff): title, 'Написать пост', search, filters, status tabs, the table of posts
 * with their actions, and pagination. A new tab, search or applied filter starts at page 1.
 */
export function EditorListPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<EditorTab>('all');
  const [search, setSearch] = useState('');
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [panel, dispatchPanel] = useReducer(filtersPanelReducer, INITIAL_FILTERS_PANEL);
  const [toDelete, setToDelete] = useState<EditorListRow | null>(null);
  const params = useEditorParams();
  const list = useEditorList({ tab, filters: panel.applied, search, page });
  const copy = useCopyPublication();
  const remove = useDeletePublication();

  const handlePanel = (action: FiltersPanelAction) => {
    dispatchPanel(action);
    if (action.type === 'apply' || action.type === 'resetAll') setPage(1);
  };
  const handleSearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(searchText.trim());
    setPage(1);
  };
  const handleTab = (next: EditorTab) => {
    setTab(next);
    setPage(1);
  };

  const data = list.data;
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('editorList.title')}</h1>
        <Link to="/editor/create" className={buttonClassName('primary', styles.create)}>
          <PlusIcon size={18} />
          {t('editorList.create')}
        </Link>
      </header>

      <div className={styles.toolbar}>
        <form role="search" className={styles.search} onSubmit={handleSearch}>
          <input
            type="search"
            value={searchText}
            maxLength={200}
            placeholder={t('editorList.searchPlaceholder')}
            aria-label={t('editorList.searchLabel')}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <button type="submit" className={styles.searchButton} aria-label={t('editorList.search')}>
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <circle cx="11" cy="11" r="6.5" stroke="currentColor" strokeWidth="2" fill="none" />
              <path d="M16 16l4.5 4.5" stroke="currentColor" strokeWidth="2" fill="none" />
            </svg>
          </button>
        </form>
        <FiltersPanel state={panel} dispatch={handlePanel} params={params} />
      </div>

      <div className={styles.tabs} role="tablist" aria-label={t('editorList.tabsLabel')}>
        {EDITOR_TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={styles.tab}
            onClick={() => handleTab(name)}
          >
            {t(`editorList.tabs.${name}`)}
          </button>
        ))}
      </div>

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
          <EditorTable
            rows={data.results}
            onCopy={(row) => copy.mutate(row.pk)}
            onDelete={setToDelete}
          />
        )}
        {data && (
          <PaginationBar
            page={data.pagination.page}
            countPages={data.pagination.count_pages}
            pages={data.pagination.visible_pages}
            onPage={setPage}
          />
        )}
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
