import type { i18n } from 'i18next';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { UpdatePrompt } from '../features/app-update/components/update-prompt.tsx';
import { registerServiceWorker } from '../features/app-update/lib/register-service-worker.ts';
import { syncPushSubscription } from '../features/push/lib/sync-push-subscription.ts';

/**
 * Once the page has loaded: registers the service worker (dist/sw.js, built from
 * src/service-worker/), shows the update prompt whenever a new version waits, and sends this
 * browser's push subscription again for the signed-in user. main.tsx imports this module only
 * after the first render, so none of it weighs on the first load. Production builds only: the
 * dev server has no worker.
 */
export async function startServiceWorker(i18n: i18n): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  await pageLoaded();
  const showPrompt = mountUpdatePrompt(i18n);
  try {
    const registration = await registerServiceWorker(
      navigator.serviceWorker,
      `${import.meta.env.BASE_URL}sw.js`,
      { onUpdateReady: showPrompt },
    );
    if (registration) await syncPushSubscription(registration);
  } catch (error) {
    // The app works on without its worker (private windows may refuse one): no update prompt,
    // and the push switch says it is unavailable.
    console.warn('The service worker could not be registered', error);
  }
}

/**
 * The update prompt in a root of its own beside the app's: it needs no route and stays over
 * every screen. Its live region is there from the start, so the prompt is announced when it
 * appears. Returns the function that shows it.
 */
function mountUpdatePrompt(i18n: i18n): (activate: () => void) => void {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const render = (activate: (() => void) | null) =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <UpdatePrompt activate={activate} onDismiss={() => render(null)} />
      </I18nextProvider>,
    );
  render(null);
  return render;
}

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}
