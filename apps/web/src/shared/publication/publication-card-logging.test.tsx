import { api } from '@app/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test-support/render-app.tsx';
import { userKinds } from '../../test-support/user-info.ts';
import { PublicationCard } from './publication-card.tsx';
import { buildPublication, buildVideo } from '../../test-support/publication-fixture.ts';

const fetchMock = vi.fn<typeof fetch>();
// jsdom cannot follow links: stop the file links' navigation, React's handlers still run.
const stopNavigation = (event: MouseEvent) => event.preventDefault();

/** The logging calls made so far: [path, parsed body]. */
function loggedCalls(): [string, unknown][] {
  return fetchMock.mock.calls
    .map(([url, init]): [string, unknown] => [
      new URL(String(url), window.location.href).pathname,
      init?.body ? JSON.parse(String(init.body)) : null,
    ])
    .filter(([path]) => path.startsWith('/api/v1/logging/'));
}

function renderCard() {
  const publication = buildPublication({
    id: 7,
    files: [
      { pk: 31, doc_url: 'https://cdn.example/week-summary.pdf', name: 'Week Summary' },
      { pk: 32, doc_url: 'https://cdn.example/plan.pdf', name: 'Plan' },
    ],
    videos: [
      buildVideo(41, { video_name: 'Разбор summary' }),
      buildVideo(42, { video_name: 'Тренировка' }),
    ],
  });
  renderApp(
    [{ path: '/', element: <PublicationCard publication={publication} variant="feed" /> }],
    {
      user: userKinds.client,
    },
  );
}

beforeEach(() => {
  fetchMock.mockResolvedValue(Response.json({ id: 1 }));
  vi.stubGlobal('fetch', fetchMock);
  document.addEventListener('click', stopNavigation);
});
afterEach(() => {
  document.removeEventListener('click', stopNavigation);
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('PublicationCard click logging', () => {
  it("logs click-file only for a file whose name contains 'summary'", async () => {
    renderCard();
    await userEvent.click(await screen.findByRole('link', { name: 'Plan' }));
    expect(loggedCalls()).toEqual([]);

    await userEvent.click(screen.getByRole('link', { name: 'Week Summary' }));
    await waitFor(() =>
      expect(loggedCalls()).toEqual([[api.logClickFile, { publication: 7, publication_item: 31 }]]),
    );
  });

  it("logs click-video only for a video whose name contains 'summary'", async () => {
    renderCard();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Смотреть видео «Тренировка»' }),
    );
    await screen.findByRole('dialog');
    expect(loggedCalls()).toEqual([]);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Смотреть видео «Разбор summary»' }));
    await waitFor(() =>
      expect(loggedCalls()).toEqual([
        [api.logClickVideo, { publication: 7, publication_item: 41 }],
      ]),
    );
  });
});
