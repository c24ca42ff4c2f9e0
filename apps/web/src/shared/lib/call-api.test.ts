import { endpoints } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi, endpointUrl } from './call-api.ts';

// The network is the boundary here: the server side of the same table is tested over real HTTP.
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('callApi', () => {
  it("takes the entry's method, fills its path and query, and sends the body as JSON", async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ pk: 1 }, { status: 202 }));
    const item = await callApi(endpoints.scheduleItemNow, {
      params: { id: 12 },
      body: { event: 'activation' },
    });
    expect(item).toEqual({ pk: 1 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/publication-editor/schedule-item/now/12/');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"event":"activation"}');
  });

  it('repeats array query keys and leaves empty values out', () => {
    const url = endpointUrl(endpoints.feedList, {
      query: { page: 2, feed_tags: ['a', 'b'], full_text_search: '' },
    });
    expect(url).toBe('/api/v1/publication/feed/list/?page=2&feed_tags=a&feed_tags=b');
  });

  it('answers undefined for 204', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    await expect(callApi(endpoints.noticeDeleteList, { body: [3] })).resolves.toBeUndefined();
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('DELETE');
  });

  it('is typed by the table: required params and body, known query fields', () => {
    const typeChecks = () => {
      // @ts-expect-error the path's id is required
      void callApi(endpoints.publicationRetrive);
      // @ts-expect-error the body must be the schedule's event
      void callApi(endpoints.scheduleItemNow, { params: { id: 1 }, body: { event: 'x' } });
      // @ts-expect-error feed has no such query field
      void endpointUrl(endpoints.feedList, { query: { pages: 1 } });
      // @ts-expect-error the user info call takes no JSON body
      void callApi(endpoints.userInfo, { body: { pk: 1 } });
      // Without a body schema: a multipart form, or the empty object report sends.
      void callApi(endpoints.commentCreate, { body: new FormData() });
      void callApi(endpoints.reportCommentCreate, { params: { id: 1 }, body: {} });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});
