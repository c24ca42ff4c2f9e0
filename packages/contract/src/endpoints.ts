/**
 * The content API's route table, method and path of each call, verbatim from the spec (typos
 * included). Its schemas are in endpoint-schemas.ts, under the same names: this half holds no zod,
 * so the web bundle imports it at run time while the schemas reach the web as types only.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: any signed-in user, or staff only (the editor and the schedule, 403 otherwise). */
export type EndpointAccess = 'user' | 'staff';

type Row = readonly [HttpMethod, string] | readonly [HttpMethod, string, EndpointAccess];

/** One call of the table; `name` keys its schemas in endpoint-schemas.ts. */
export interface Endpoint<Name extends string = string, Path extends string = string> {
  readonly name: Name;
  readonly method: HttpMethod;
  readonly path: Path;
  readonly access: EndpointAccess;
}

function defineEndpoints<const T extends Record<string, Row>>(
  rows: T,
): { readonly [K in keyof T & string]: Endpoint<K, T[K][1]> } {
  const table: Record<string, Endpoint> = {};
  for (const [name, [method, path, access = 'user']] of Object.entries(rows)) {
    table[name] = { name, method, path, access };
  }
  return table as { readonly [K in keyof T & string]: Endpoint<K, T[K][1]> };
}

export const endpoints = defineEndpoints({
  userInfo: ['GET', '/api/v1/get-user-info/'],
  openSpaTab: ['POST', '/api/v1/logging/basis/create/open-spa-tab/'],
  feedList: ['GET', '/api/v1/publication/feed/list/'],
  feedFixList: ['GET', '/api/v1/publication/feed/fix-list/'],
  feedTagList: ['GET', '/api/v1/feed/tag/list/'],
  feedFilters: ['GET', '/api/v1/feed/filters/list/'],
  favoriteList: ['GET', '/api/v1/publication/favorite/list/'],
  topicList: ['GET', '/api/v1/publication/topic/list/'],
  publicationRetrive: ['GET', '/api/v1/publication/retrive/:id/'],
  viewPublicationCreate: ['POST', '/api/v1/view-publication/create/:id/'],
  viewPublicationDelete: ['DELETE', '/api/v1/view-publication/delete/:id/'],
  /** `id` is the publication item's (the video's `pk`). */
  viewPublicationItemCreate: ['POST', '/api/v1/view-publication-item/create/:id/'],
  viewPublicationItemDelete: ['DELETE', '/api/v1/view-publication-item/delete/:id/'],
  likePublicationCreate: ['POST', '/api/v1/like-publication/create/:id/'],
  likePublicationDelete: ['DELETE', '/api/v1/like-publication/delete/:id/'],
  favoritePublicationCreate: ['POST', '/api/v1/favorite-publication/create/:id/'],
  favoritePublicationDelete: ['DELETE', '/api/v1/favorite-publication/delete/:id/'],
  logClickFile: ['POST', '/api/v1/logging/publication/create/click-file/'],
  logClickVideo: ['POST', '/api/v1/logging/publication/create/click-video/'],
  logClickAudio: ['POST', '/api/v1/logging/publication/create/click-audio/'],
  /** `?page={n}`: 20 per page, newest first; page 1 clears not_read_notice. */
  noticeList: ['GET', '/api/v2/notice/list/'],
  /** Body: a JSON list of the caller's notice ids. */
  noticeDeleteList: ['DELETE', '/api/v1/notice/delete-list/'],
  noticeSettingsUpdate: ['PUT', '/api/v1/jwt-client/notice-settings-update/'],
  /** Our addition: `{not_read_notice}` for the bell's light poll. */
  noticeUnread: ['GET', '/api/v1/notice/unread/'],
  parentCommentList: ['GET', '/api/v1/parent-comment/list/:id/'],
  fixedCommentList: ['GET', '/api/v1/fixed-comment/list/:id/'],
  commentFind: ['GET', '/api/v1/comment/find/:id/'],
  childrenCommentList: ['GET', '/api/v1/children-comment/list/:id/'],
  /** Multipart: publication, parent?, images (repeated files), text. */
  commentCreate: ['POST', '/api/v1/comment/create/'],
  commentDelete: ['DELETE', '/api/v1/comment/delete/:id/'],
  likeCommentCreate: ['POST', '/api/v1/like-comment/create/:id/'],
  likeCommentDelete: ['DELETE', '/api/v1/like-comment/delete/:id/'],
  commentIsFixedUpdate: ['PATCH', '/api/v1/comment/is-fixed-update/:id/'],
  reportCommentCreate: ['POST', '/api/v1/report-comment/create/:id/'],
  /** Programme (staff: 403). The caller's flows, the current one last. */
  availableFlowList: ['GET', '/api/v1/users/available-flow/list/'],
  flowProgramPageList: ['GET', '/api/v1/flow-program/page/list/:flowId/'],
  /** A section's lessons. NO /api/v1 prefix (spec 01 §7), still on the content-API origin. */
  programFlowLessonList: ['GET', '/publication/program-flow/list/:flowId/:sectionId/'],
  /** Wiki categories with the caller's visible publication counts. */
  wikiPageList: ['GET', '/api/v1/wiki/page/list/'],
  /** Body {wiki_page_id}: a jump into a category with log_jump. */
  logWikiGoToTab: ['POST', '/api/v1/logging/wiki/create/go-to-tab/'],
  /** `?page&feed_tags&flows&ordering&full_text_search`: one category's publications. */
  wikiPublicationList: ['GET', '/api/v1/publication/wiki/list/:id/'],
  /** A publication's schedule (`?history=1` adds executed items); see schedule.ts. */
  scheduleItemList: ['GET', '/api/v1/publication-editor/schedule-item/list/:id/', 'staff'],
  /** JSON array of {pk?, event, event_date}; replaces the pending schedule. */
  scheduleItemSync: ['POST', '/api/v1/publication-editor/schedule-item/sync/:id/', 'staff'],
  /**
   * Our addition: body {event: activation | deactivation}; plans that action for now (the worker
   * applies it, exactly once) and answers 202 with the pending item.
   */
  scheduleItemNow: ['POST', '/api/v1/publication-editor/schedule-item/now/:id/', 'staff'],
  /** Spec 02 §7: options of the editor's selects and filters. */
  editorParams: ['GET', '/api/v1/publication-editor/params/', 'staff'],
  /** `?page&visible_page_count=7&full_text_search&draft|published|delayed|deactivated=true&…` */
  editorPublicationList: ['GET', '/api/v1/publication-editor/publication/list/', 'staff'],
  editorPublicationRetrive: ['GET', '/api/v1/publication-editor/publication/retrive/:id/', 'staff'],
  /** Body: EditorPublicationPayload; answer 201 EditorPublication (a draft). */
  editorPublicationCreate: ['POST', '/api/v1/publication-editor/publication/create/', 'staff'],
  editorPublicationUpdate: ['PUT', '/api/v1/publication-editor/publication/update/:id/', 'staff'],
  /** Answer 204. */
  editorPublicationDelete: [
    'DELETE',
    '/api/v1/publication-editor/publication/delete/:id/',
    'staff',
  ],
  /** Answer 201 {id, pk} of the new draft. */
  editorPublicationCopy: ['POST', '/api/v1/publication-editor/publication/copy/:id/', 'staff'],
  /** Our addition: `?page&search`; who the post reached and who it did not (insights.ts). */
  publicationReach: ['GET', '/api/v1/publication-editor/publication/reach/:id/', 'staff'],
  /** Our addition: `?search`; the not-viewed list as CSV. */
  publicationReachCsv: ['GET', '/api/v1/publication-editor/publication/reach/:id/csv/', 'staff'],
  /** Our addition: a 'nudge' notice to the audience that has not viewed the post. */
  publicationNudge: ['POST', '/api/v1/publication-editor/publication/nudge/:id/', 'staff'],
  /** Our addition: `?page&search`; the flow's clients' programme progress. */
  flowProgress: ['GET', '/api/v1/publication-editor/flow-progress/:flowId/', 'staff'],
  /** Our addition: `?search`; the flow's clients and their progress as CSV. */
  flowProgressCsv: ['GET', '/api/v1/publication-editor/flow-progress/:flowId/csv/', 'staff'],
  /** Our addition: `{public_key}`, the VAPID key the browser subscribes with. */
  pushVapidKey: ['GET', '/api/v1/push/vapid-key/'],
  /** Our addition: stores the browser's push subscription for the signed-in user. */
  pushSubscriptionCreate: ['POST', '/api/v1/push/subscription/'],
  /** Our addition: `{endpoint}`; forgets that subscription of the signed-in user. */
  pushSubscriptionDelete: ['DELETE', '/api/v1/push/subscription/'],
});

export type EndpointName = keyof typeof endpoints;

/** Any entry of the table. */
export type AnyEndpoint = (typeof endpoints)[EndpointName];

/** The `:name` segments of a path, in order. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? [Name, ...PathParamNames<Rest>]
  : [];

/** The values of a path's `:name` segments. */
export type PathParams<P extends string> = { [K in PathParamNames<P>[number]]: number | string };

/** A path's id: a number (or, in tests of bad input, any text). */
export type PathId = number | string;

/** `path` with each `:name` segment replaced by its value (ids: nothing to encode). */
export function fillPath(
  path: string,
  params: Readonly<Record<string, PathId | undefined>>,
): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} of ${path}`);
    return String(value);
  });
}

type IdsOf<Names extends string[]> = { [I in keyof Names]: PathId };

type PathBuilder<P extends string> =
  PathParamNames<P> extends []
    ? P
    : PathParamNames<P> extends infer Names extends string[]
      ? (...ids: IdsOf<Names>) => string
      : never;

function pathBuilder(path: string): string | ((...ids: PathId[]) => string) {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);
  if (names.length === 0) return path;
  return (...ids) => fillPath(path, Object.fromEntries(names.map((name, i) => [name, ids[i]])));
}

/**
 * Every content-API path by name: a string, or a function of its ids in path order
 * (`api.programFlowLessonList(flowId, sectionId)`). Derived from the table, for tests and links.
 */
export const api = /* @__PURE__ */ pathBuilders();

// A function, called as pure above, so that a bundle not using `api` drops all of it.
function pathBuilders() {
  return Object.fromEntries(
    Object.values(endpoints).map((endpoint) => [endpoint.name, pathBuilder(endpoint.path)]),
  ) as { readonly [K in EndpointName]: PathBuilder<(typeof endpoints)[K]['path']> };
}
