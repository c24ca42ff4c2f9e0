import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createHashRouter } from 'react-router';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { routes } from './app/routes.tsx';
import { installStaleChunkReload } from './app/stale-chunk-reload.ts';
import { setApiErrorHandlers } from './shared/lib/api-client.ts';
import { loadI18n } from './shared/lib/i18n.ts';
import { showToast } from './shared/ui/toast/toast-store.ts';
import './shared/ui/tokens.css';
import './shared/ui/global.css';

installStaleChunkReload();

const queryClient = createQueryClient();
// Starts loading the first screen's chunk, alongside the strings below.
const router = createHashRouter(routes);
// The first render waits for the active language's strings (a chunk of their own).
const i18n = await loadI18n();

setApiErrorHandlers({
  onTokenError: () => void router.navigate('/token_error/', { replace: true }),
  onAccessError: () => {
    showToast(i18n.t('accessError.toast'), 'error');
    void router.navigate('/access_error/', { replace: true });
  },
  onNotFound: () => void router.navigate('/404', { replace: true }),
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App router={router} queryClient={queryClient} i18n={i18n} />
  </StrictMode>,
);

// The service worker, its update prompt and the push subscription's upkeep start when the
// browser is idle after the first render: none of it is in the first load.
(window.requestIdleCallback ?? setTimeout)(() => {
  void import('./app/start-service-worker.tsx').then((module) => module.startServiceWorker(i18n));
});
