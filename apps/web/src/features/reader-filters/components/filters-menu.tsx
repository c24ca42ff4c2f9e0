import { useTranslation } from 'react-i18next';
import type { ReaderFilterPrefs } from '../../../shared/reader-filters/reader-filter-prefs.ts';
import { MenuGroup, MenuRow } from '../../../shared/ui/menu-rows.tsx';
import styles from './reader-filters.module.css';

/** The popup's pages: the menu, then one page of switches per screen. */
export type FiltersPage = 'main' | 'feed' | 'wiki';

export interface FiltersMenuProps {
  prefs: ReaderFilterPrefs;
  /** The feed's tag slugs and the wiki category ids; undefined while loading. */
  tags: readonly string[] | undefined;
  wikiPages: readonly number[] | undefined;
  onOpen: (page: FiltersPage) => void;
}

/** The popup's main page: an entry per screen, saying how much of it shows. */
export function FiltersMenu({ prefs, tags, wikiPages, onOpen }: FiltersMenuProps) {
  const { t } = useTranslation();
  const summary = <T,>(all: readonly T[] | undefined, hidden: readonly T[]) => {
    const shown = all?.filter((id) => !hidden.includes(id)).length ?? 0;
    if (all === undefined || shown === all.length) return t('readerFilters.allShown');
    return t('readerFilters.shownCount', { shown, total: all.length });
  };
  return (
    <>
      <p className={styles.intro}>{t('readerFilters.intro')}</p>
      <MenuGroup>
        <MenuRow
          label={t('readerFilters.feed')}
          hint={summary(tags, prefs.hiddenTags)}
          onClick={() => onOpen('feed')}
        />
        <MenuRow
          label={t('readerFilters.wiki')}
          hint={summary(wikiPages, prefs.hiddenWikiPages)}
          onClick={() => onOpen('wiki')}
        />
      </MenuGroup>
    </>
  );
}
