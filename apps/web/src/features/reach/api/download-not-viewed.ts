import { endpoints } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '../../../shared/lib/call-api.ts';
import { downloadFile } from '../../../shared/lib/download-file.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';

/** The saved file's name: `not-viewed-<id>.csv`. */
export const notViewedFileName = (id: number) => `not-viewed-${id}.csv`;

/**
 * GET /api/v1/publication-editor/publication/reach/{id}/csv/?search: the whole not-viewed list
 * (narrowed by `search`, as on screen), saved as a CSV file.
 */
export function downloadNotViewed(id: number, search: string): Promise<void> {
  const url = endpointUrl(endpoints.publicationReachCsv, { params: { id }, query: { search } });
  // A failure is told in a toast, not by moving to an error screen.
  return downloadFile(url, notViewedFileName(id), { accept: 'text/csv', handleErrors: false });
}

/** Downloads the not-viewed list; a failure says so in a toast. */
export function useDownloadNotViewed(id: number) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (search: string) => downloadNotViewed(id, search),
    onError: () => showToast(t('reach.csv.failed'), 'error'),
  });
}
