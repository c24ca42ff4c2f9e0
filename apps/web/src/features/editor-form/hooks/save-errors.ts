import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router';
import { ApiError } from '../../../shared/lib/api-client.ts';
import { localizeFieldErrors } from '../../../shared/lib/field-errors.ts';
import { showToast } from '../../../shared/ui/toast/toast-store.ts';
import { splitFieldErrors, type SplitErrors } from '../lib/form-values.ts';

/** What a refused editor call needs to react. */
export interface SaveErrorContext {
  t: TFunction;
  navigate: NavigateFunction;
}

/**
 * 401 and 403 take the user to the app's error screens (the autosave keeps the edits), as the
 * API client does for calls that route their own errors; answers whether it was one of them.
 */
export function routeAuthError(status: number, { t, navigate }: SaveErrorContext): boolean {
  if (status === 401) void navigate('/token_error/', { replace: true });
  else if (status === 403) {
    showToast(t('accessError.toast'), 'error');
    void navigate('/access_error/', { replace: true });
  } else return false;
  return true;
}

/**
 * A refused save: 404 on an update is a post deleted meanwhile (`onDeleted`), 401/403 the error
 * screens, 400 the server's messages in the interface language at their fields and blocks, then
 * a toast (413: the files together are over the server's request limit).
 */
export function handleSaveError(
  error: unknown,
  context: SaveErrorContext & {
    creating: boolean;
    itemKeys: string[];
    onFieldErrors: (errors: SplitErrors) => void;
    onDeleted: () => void;
  },
): void {
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 404 && !context.creating) return context.onDeleted();
  if (routeAuthError(status, context)) return;
  if (status === 400 && error instanceof ApiError) {
    const fields = localizeFieldErrors(context.t, error);
    context.onFieldErrors(splitFieldErrors(fields, context.itemKeys));
  }
  const { t } = context;
  showToast(t(status === 413 ? 'editorForm.saveTooLarge' : 'editorForm.saveFailed'), 'error');
}
