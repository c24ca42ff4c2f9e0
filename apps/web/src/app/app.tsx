import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n } from 'i18next';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { ToastRegion } from '../shared/ui/toast/toast-region.tsx';

function AppToasts() {
  const { t } = useTranslation();
  return <ToastRegion closeLabel={t('toast.close')} />;
}

export interface AppProps {
  router: DataRouter;
  queryClient: QueryClient;
  i18n: i18n;
}

/** The providers around the router: server-state cache, translations, toasts. */
export function App({ router, queryClient, i18n }: AppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <AppToasts />
      </I18nextProvider>
    </QueryClientProvider>
  );
}
