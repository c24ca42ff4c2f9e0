/** The parts of a window client the click handler uses (WindowClient in a worker). */
export interface AppWindow {
  readonly url: string;
  readonly focused: boolean;
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}

/** The parts of the worker's `clients` the click handler uses. */
export interface AppWindows {
  matchAll(options: {
    type: 'window';
    includeUncontrolled: boolean;
  }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

/**
 * The page a clicked notification opens: its `data.url` (a hash route such as
 * `#/publicate/12?comment_target_id=5`) resolved against the worker's scope. Anything that
 * would lead outside the app (another origin, another scheme) opens the app's start instead.
 */
export function notificationTargetUrl(data: unknown, scope: string): string {
  const url = typeof data === 'object' && data !== null ? Reflect.get(data, 'url') : undefined;
  if (typeof url !== 'string') return scope;
  try {
    const target = new URL(url, scope);
    return target.href.startsWith(scope) ? target.href : scope;
  } catch {
    return scope;
  }
}

/** The app's window to reuse: the focused one, else the most recently used (listed first). */
export function pickAppWindow(windows: readonly AppWindow[], scope: string): AppWindow | undefined {
  const app = windows.filter((window) => window.url.startsWith(scope));
  return app.find((window) => window.focused) ?? app[0];
}

/**
 * Brings the app to `url`: moves an open window of it there (a hash change, no reload) and then
 * focuses it, so that it comes forward already on the target; or opens a new window when none
 * is open or the open one cannot be moved (a page that this worker does not control refuses
 * `navigate`). A window that may not take the focus (the browser allows it only while a click is
 * handled) has still moved.
 */
export async function openNotificationTarget(
  clients: AppWindows,
  url: string,
  scope: string,
): Promise<void> {
  const windows = await clients.matchAll({ type: 'window', includeUncontrolled: true });
  const app = pickAppWindow(windows, scope);
  if (!app) {
    await clients.openWindow(url);
    return;
  }
  try {
    await app.navigate(url);
  } catch {
    await clients.openWindow(url);
    return;
  }
  await app.focus().catch(() => undefined);
}
