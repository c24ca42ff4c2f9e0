import { api } from '@app/contract';

/**
 * Where a scenario's `{id}` comes from: publications the client may open, busy discussions, or
 * feed posts for every flow (an audience of every client).
 */
export type IdSet = 'visible' | 'discussed' | 'everyone';

/** A request with a body; `{id}` in the body is replaced like in the path. */
export interface ScenarioBody {
  method: 'POST';
  contentType: string;
  body: string;
}

/** Who a scenario signs in as: the generated client, or the generated editor (staff). */
export type Role = 'client' | 'staff';

/** One loaded call: the path our server answers and the captured SQL the baseline replays. */
export interface Scenario {
  name: string;
  /**
   * The path of our API; per request, `{id}` is replaced by a random publication id of `ids`,
   * `{query}` by the next query of SEARCH_QUERIES in a shuffled order.
   */
  path: string;
  /** Default 'visible'. */
  ids?: IdSet;
  /** Default: a GET without a body. */
  request?: ScenarioBody;
  /** Default 'client'. */
  role?: Role;
}

/** A SQL statement as our server issued it. */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** The statements of a scenario's requests, each in the order they were issued. */
export interface CapturedScenario extends Scenario {
  /** The publication id of the captured detail request (its params are swapped per request). */
  sampleId: number | null;
  /**
   * One request's statements as a repeated request issues them (our caches warm: what the
   * baseline replays); of a search scenario, one per query of SEARCH_QUERIES, in order.
   */
  requests: CapturedQuery[][];
  /** The same for the first request (caches cold: what EXPLAIN shows). */
  coldRequests: CapturedQuery[][];
  /** How many of the captured requests were answered with at least one publication. */
  found: number;
}

const ID = '{id}';
const QUERY = '{query}';

const BOUNDARY = 'bench-boundary-7d1f';

/** A text comment on publication `{id}`, as the SPA posts it (multipart). */
const commentForm: ScenarioBody = {
  method: 'POST',
  contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  body: [
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="publication"\r\n\r\n${ID}\r\n`,
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="text"\r\n\r\n`,
    'Спасибо, очень полезно!\nПопробую завтра.\r\n',
    `--${BOUNDARY}--\r\n`,
  ].join(''),
};

/** The loaded scenarios (issues 3 and 4). */
export const SCENARIOS: Scenario[] = [
  { name: 'feed page 1', path: `${api.feedList}?page=1&feed_group=physical_transformation` },
  { name: 'fix-list', path: `${api.feedFixList}?feed_group=physical_transformation` },
  // Each search as the SPA asks it: the feed's search in its group, the wiki page's the general
  // one (search-wiki.ts), the editor list's on its first tab (get-editor-list.ts).
  {
    name: 'feed search',
    path:
      `${api.feedList}?page=1&feed_group=physical_transformation` +
      `&full_text_search=${QUERY}&ordering_group=physical_transformation`,
  },
  { name: 'favorites search', path: `${api.favoriteList}?page=1&full_text_search=${QUERY}` },
  { name: 'wiki search', path: `${api.feedList}?page=1&full_text_search=${QUERY}` },
  {
    name: 'editor search',
    path: `${api.editorPublicationList}?page=1&visible_page_count=7&full_text_search=${QUERY}`,
    role: 'staff',
  },
  { name: 'publication detail', path: api.publicationRetrive(':id').replace(':id', ID) },
  { name: 'feed page 500', path: `${api.feedList}?page=500&feed_group=physical_transformation` },
  {
    name: 'comment page',
    path: `${api.parentCommentList(':id').replace(':id', ID)}?page=1`,
    ids: 'discussed',
  },
  { name: 'comment create', path: api.commentCreate, request: commentForm },
  { name: 'notice list', path: `${api.noticeList}?page=1` },
  // Staff insights: a post whose audience is every client (50,000 at scale 1).
  {
    name: 'publication reach',
    path: api.publicationReach(':id').replace(':id', ID),
    ids: 'everyone',
    role: 'staff',
  },
];

/** The scenario's path for one publication id and search query text. */
export function pathFor(scenario: Scenario, id: number, query: string): string {
  return scenario.path.replace(ID, String(id)).replace(QUERY, encodeURIComponent(query));
}

/** The scenario's request body for one publication id; undefined for a GET. */
export function bodyFor(scenario: Scenario, id: number): string | undefined {
  return scenario.request?.body.replace(ID, String(id));
}

/** Whether requests of this scenario differ by search query (one of SEARCH_QUERIES). */
export function searches(scenario: Scenario): boolean {
  return scenario.path.includes(QUERY);
}

/** Whether requests of this scenario differ by publication id. */
export function takesId(scenario: Scenario): boolean {
  return scenario.path.includes(ID) || (scenario.request?.body.includes(ID) ?? false);
}
