import { api } from '@app/contract';

/** Where a scenario's `{id}` comes from: publications the client may open, or busy discussions. */
export type IdSet = 'visible' | 'discussed';

/** A request with a body; `{id}` in the body is replaced like in the path. */
export interface ScenarioBody {
  method: 'POST';
  contentType: string;
  body: string;
}

/** One loaded call: the path our server answers and the captured SQL the baseline replays. */
export interface Scenario {
  name: string;
  /** The path of our API; `{id}` is replaced by a random publication id of `ids` per request. */
  path: string;
  /** Default 'visible'. */
  ids?: IdSet;
  /** Default: a GET without a body. */
  request?: ScenarioBody;
}

/** A SQL statement as our server issued it. */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** The statements of one scenario's request, in the order they were issued. */
export interface CapturedScenario extends Scenario {
  /** The publication id of the captured detail request (its params are swapped per request). */
  sampleId: number | null;
  queries: CapturedQuery[];
}

const ID = '{id}';

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
  {
    name: 'search',
    path: `${api.feedList}?page=1&full_text_search=${encodeURIComponent('тренировка')}`,
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
];

/** The scenario's path for one publication id (paths without `{id}` are returned as they are). */
export function pathFor(scenario: Scenario, id: number): string {
  return scenario.path.replace(ID, String(id));
}

/** The scenario's request body for one publication id; undefined for a GET. */
export function bodyFor(scenario: Scenario, id: number): string | undefined {
  return scenario.request?.body.replace(ID, String(id));
}

/** Whether requests of this scenario differ by publication id. */
export function takesId(scenario: Scenario): boolean {
  return scenario.path.includes(ID) || (scenario.request?.body.includes(ID) ?? false);
}
