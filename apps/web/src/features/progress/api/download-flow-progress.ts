import { endpoints } from '@app/contract';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { endpointUrl } from '../../../shared/lib/call-api.ts';
import { downloadFile } from '../../../shared/lib/download-file.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';

/** The saved file's name: `flow-progress-<flowId>.csv`. */
export const flowProgressFileName = (flowId: number) => `flow-progress-${flowId}.csv`;

/**
 * GET /api/v1/publication-editor/flow-progress/{flowId}/csv/?search: the flow's clients (narrowed
 * by `search`, as on screen) with their progress overall and per section, saved as a CSV file.
 */
export function downloadFlowProgress(flowId: number, search: string): Promise<void> {
  const url = endpointUrl(endpoints.flowProgressCsv, { params: { flowId }, query: { search } });
  // A failure is told in a toast, not by moving to an error screen.
  return downloadFile(url, flowProgressFileName(flowId), {
    accept: 'text/csv',
    handleErrors: false,
  });
}

/** Downloads the flow's progress; a failure says so in a toast. */
export function useDownloadFlowProgress(flowId: number) {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: (search: string) => downloadFlowProgress(flowId, search),
    onError: () => showToast(t('progress.csv.failed'), 'error'),
  });
}
