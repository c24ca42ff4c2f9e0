import { act, screen } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentUserQueryOptions } from '../../../shared/lib/current-user.ts';
import { renderApp } from '../../../test-support/render-app.tsx';
import { buildUserInfo } from '../../../test-support/user-info.ts';
import { UNREAD_POLL_INTERVAL_MS, useUnreadNoticePoll } from './use-unread-notice-poll.ts';

function Dot({ paused = false }: { paused?: boolean }) {
  useUnreadNoticePoll({ paused });
  const { data } = useQuery(currentUserQueryOptions);
  return <p>{data?.not_read_notice ? 'dot' : 'no dot'}</p>;
}

let unread = false;
const fetchMock = vi.fn<typeof fetch>();
const polls = () => fetchMock.mock.calls.length;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  unread = false;
  fetchMock.mockImplementation(async () => Response.json({ not_read_notice: unread }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fetchMock.mockReset();
});

function renderDot(paused = false) {
  renderApp([{ path: '/', element: <Dot paused={paused} /> }], {
    user: buildUserInfo({ not_read_notice: false }),
  });
}

async function tick(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('useUnreadNoticePoll', () => {
  it('shows the dot within one 8 s poll of a new notice, without a reload', async () => {
    renderDot();
    expect(screen.getByText('no dot')).toBeDefined();
    await tick(UNREAD_POLL_INTERVAL_MS);
    expect(polls()).toBe(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain('/api/v1/notice/unread/');
    expect(screen.getByText('no dot')).toBeDefined();
    unread = true;
    await tick(UNREAD_POLL_INTERVAL_MS);
    expect(screen.getByText('dot')).toBeDefined();
  });

  it('asks at once when the window gets focus', async () => {
    unread = true;
    renderDot();
    await act(async () => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(polls()).toBe(1);
    expect(await screen.findByText('dot')).toBeDefined();
  });

  it('does not ask while the page is hidden', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    renderDot();
    await tick(3 * UNREAD_POLL_INTERVAL_MS);
    expect(polls()).toBe(0);
  });

  it('does not ask while paused (the notices popup is open)', async () => {
    unread = true;
    renderDot(true);
    await tick(2 * UNREAD_POLL_INTERVAL_MS);
    expect(polls()).toBe(0);
    expect(screen.getByText('no dot')).toBeDefined();
  });
});
