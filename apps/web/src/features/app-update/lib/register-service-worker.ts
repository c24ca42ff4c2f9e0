import { SKIP_WAITING_MESSAGE } from '../../../service-worker/messages.ts';

/** An open page asks for a new worker this often (the browser asks only on navigations, which a hash-routed app hardly makes). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export interface RegisterOptions {
  /**
   * A new version has installed and waits for the page's word: `activate` switches to it and
   * reloads the page once it has taken over.
   */
  onUpdateReady: (activate: () => void) => void;
  reload?: () => void;
}

/**
 * Registers the service worker at `scriptUrl` (its scope: the app's folder) and reports each new
 * version that waits, the one found waiting at once included. The first version is not an
 * update: it activates by itself. Open pages look for a new version every hour and whenever
 * they come back into view. Null when registering gave nothing (blocked by browser automation
 * or an extension).
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer,
  scriptUrl: string,
  { onUpdateReady, reload = () => window.location.reload() }: RegisterOptions,
): Promise<ServiceWorkerRegistration | null> {
  const registration = (await container.register(scriptUrl, { updateViaCache: 'none' })) as
    ServiceWorkerRegistration | undefined;
  if (!registration) return null;
  const announce = (worker: ServiceWorker) =>
    onUpdateReady(() => activateWaitingWorker(worker, reload));
  if (registration.waiting) announce(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && registration.active) announce(installing);
    });
  });
  checkForUpdates(registration);
  return registration;
}

/** Tells a waiting worker to take over, and reloads the page once it has. */
export function activateWaitingWorker(worker: ServiceWorker, reload: () => void): void {
  // Another tab may have switched to it meanwhile: this page only needs the reload.
  if (worker.state === 'activated') {
    reload();
    return;
  }
  worker.addEventListener('statechange', () => {
    if (worker.state === 'activated') reload();
  });
  worker.postMessage(SKIP_WAITING_MESSAGE);
}

function checkForUpdates(registration: ServiceWorkerRegistration): void {
  const check = () => void registration.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
