import { api } from '@app/contract';

/** One loaded call: the path our server answers and the captured SQL the baseline replays. */
export interface Scenario {
  name: string;
  /** The path of our API; `{id}` is replaced by a random visible publication id per request. */
  path: string;
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

/** The loaded scenarios (issue 3, item 9). */
export const SCENARIOS: Scenario[] = [
  { name: 'feed page 1', path: `${api.feedList}?page=1&feed_group=physical_transformation` },
  { name: 'fix-list', path: `${api.feedFixList}?feed_group=physical_transformation` },
  {
    name: 'search',
    path: `${api.feedList}?page=1&full_text_search=${encodeURIComponent('тренировка')}`,
  },
  { name: 'publication detail', path: api.publicationRetrive(':id').replace(':id', ID) },
  { name: 'feed page 500', path: `${api.feedList}?page=500&feed_group=physical_transformation` },
];

/** The scenario's path for one publication id (paths without `{id}` are returned as they are). */
export function pathFor(scenario: Scenario, id: number): string {
  return scenario.path.replace(ID, String(id));
}

/** Whether requests of this scenario differ by publication id. */
export function takesId(scenario: Scenario): boolean {
  return scenario.path.includes(ID);
}
