import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SKIP_WAITING_MESSAGE } from '../../../service-worker/messages.ts';
import {
  activateWaitingWorker,
  registerServiceWorker,
  UPDATE_CHECK_INTERVAL_MS,
} from './register-service-worker.ts';

class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  state: ServiceWorkerState;
  constructor(state: ServiceWorkerState) {
    super();
    this.state = state;
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(async () => undefined);
  /** The browser found a new sw.js and installs it. */
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function setUp(registration = new FakeRegistration()) {
  const container = { register: vi.fn(async () => registration) };
  const onUpdateReady = vi.fn<(activate: () => void) => void>();
  const reload = vi.fn();
  const start = () =>
    registerServiceWorker(container as unknown as ServiceWorkerContainer, '/sw.js', {
      onUpdateReady,
      reload,
    });
  return { registration, container, onUpdateReady, reload, start };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('registerServiceWorker', () => {
  it('registers the worker, always asking the server for sw.js itself', async () => {
    const { container, start } = setUp();
    await start();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { updateViaCache: 'none' });
  });

  it('answers null when registering gave nothing (blocked by browser automation)', async () => {
    const container = { register: vi.fn(async () => undefined) };
    const registration = await registerServiceWorker(
      container as unknown as ServiceWorkerContainer,
      '/sw.js',
      { onUpdateReady: vi.fn() },
    );
    expect(registration).toBeNull();
  });

  it('does not call the first version an update', async () => {
    const { registration, onUpdateReady, start } = setUp();
    await start();
    const first = new FakeWorker('installing');
    registration.find(first);
    first.moveTo('installed');
    expect(onUpdateReady).not.toHaveBeenCalled();
  });

  it('reports a new version once it has installed beside the active one', async () => {
    const { registration, onUpdateReady, start } = setUp();
    registration.active = new FakeWorker('activated');
    await start();
    const next = new FakeWorker('installing');
    registration.find(next);
    expect(onUpdateReady).not.toHaveBeenCalled();
    next.moveTo('installed');
    expect(onUpdateReady).toHaveBeenCalledOnce();
  });

  it('reports a version already waiting when the page opens; accepting it switches and reloads', async () => {
    const { registration, onUpdateReady, reload, start } = setUp();
    const waiting = new FakeWorker('installed');
    registration.active = new FakeWorker('activated');
    registration.waiting = waiting;
    await start();
    const activate = onUpdateReady.mock.calls[0]?.[0];
    activate?.();
    expect(waiting.postMessage).toHaveBeenCalledWith(SKIP_WAITING_MESSAGE);
    expect(reload).not.toHaveBeenCalled();
    waiting.moveTo('activating');
    waiting.moveTo('activated');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('looks for a new version every hour and when the page comes back into view', async () => {
    const { registration, start } = setUp();
    await start();
    expect(registration.update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(registration.update).toHaveBeenCalledOnce();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalledTimes(2);
  });
});

describe('activateWaitingWorker', () => {
  it('only reloads when another tab has switched to the new version already', () => {
    const worker = new FakeWorker('activated');
    const reload = vi.fn();
    activateWaitingWorker(worker as unknown as ServiceWorker, reload);
    expect(reload).toHaveBeenCalledOnce();
    expect(worker.postMessage).not.toHaveBeenCalled();
  });
});
