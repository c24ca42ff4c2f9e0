import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../shared/lib/current-user.ts';
import { feedTagsQueryOptions } from '../../../shared/listing/api/get-feed-tags.ts';
import { wikiCategoriesQueryOptions } from '../../../shared/listing/api/get-wiki-categories.ts';
import {
  useReaderFilterPrefs,
  writeReaderFilterPrefs,
  type ReaderFilterPrefs,
} from '../../../shared/reader-filters/reader-filter-prefs.ts';
import { ArrowLeftIcon } from '../../../shared/ui/icons.tsx';
import { Modal, ModalBody, ModalHeader, ModalIconButton } from '../../../shared/ui/modal.tsx';
import { FiltersMenu, type FiltersPage } from './filters-menu.tsx';
import { TogglePage } from './toggle-page.tsx';

/**
 * The reader's filters popup (spec 01, Shell): a main page with Feed and Knowledge base entries,
 * each opening a page of switches with a back arrow. Feed: which tags' publications the feed
 * shows; Knowledge base: which categories it and the search's wiki blocks show. Every change is
 * stored at once, per user on this device.
 */
export function ReaderFiltersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const userId = useCurrentUser().pk;
  const prefs = useReaderFilterPrefs();
  const [page, setPage] = useState<FiltersPage>('main');
  const tags = useQuery(feedTagsQueryOptions);
  const categories = useQuery(wikiCategoriesQueryOptions);
  const save = (change: Partial<ReaderFilterPrefs>) =>
    writeReaderFilterPrefs(userId, { ...prefs, ...change });
  const titles = {
    main: t('readerFilters.title'),
    feed: t('readerFilters.feed'),
    wiki: t('readerFilters.wiki'),
  } as const;

  return (
    <Modal size="medium" scroll="body" sheetOnPhone onClose={onClose}>
      <ModalHeader
        start={
          page !== 'main' && (
            <ModalIconButton label={t('readerFilters.back')} onClick={() => setPage('main')}>
              <ArrowLeftIcon size={20} />
            </ModalIconButton>
          )
        }
        title={titles[page]}
        closeLabel={t('readerFilters.close')}
      />
      <ModalBody>
        {page === 'main' && (
          <FiltersMenu
            prefs={prefs}
            tags={tags.data?.map((tag) => tag.slug)}
            wikiPages={categories.data?.map((category) => category.pk)}
            onOpen={setPage}
          />
        )}
        {page === 'feed' && (
          <TogglePage
            intro={t('readerFilters.feedIntro')}
            items={tags.data?.map((tag) => ({ id: tag.slug, label: tag.title }))}
            failed={tags.isError}
            hidden={prefs.hiddenTags}
            onChange={(hiddenTags) => save({ hiddenTags })}
          />
        )}
        {page === 'wiki' && (
          <TogglePage
            intro={t('readerFilters.wikiIntro')}
            items={categories.data?.map((category) => ({
              id: category.pk,
              label: category.title,
            }))}
            failed={categories.isError}
            hidden={prefs.hiddenWikiPages}
            onChange={(hiddenWikiPages) => save({ hiddenWikiPages })}
          />
        )}
      </ModalBody>
    </Modal>
  );
}
