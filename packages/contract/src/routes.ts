/** A path's id: a number, or ':id' for the server's route pattern. */
export type PathId = number | ':id';

/**
 * Every HTTP path of the system, verbatim from the spec (typos included).
 * `api` lives on the content-API origin, `mainSite` on the sign-in provider's origin.
 */
export const api = {
  userInfo: '/api/v1/get-user-info/',
  openSpaTab: '/api/v1/logging/basis/create/open-spa-tab/',
  feedList: '/api/v1/publication/feed/list/',
  feedFixList: '/api/v1/publication/feed/fix-list/',
  feedTagList: '/api/v1/feed/tag/list/',
  feedFilters: '/api/v1/feed/filters/list/',
  favoriteList: '/api/v1/publication/favorite/list/',
  topicList: '/api/v1/publication/topic/list/',
  publicationRetrive: (id: PathId) => `/api/v1/publication/retrive/${id}/`,
  viewPublicationCreate: (id: PathId) => `/api/v1/view-publication/create/${id}/`,
  viewPublicationDelete: (id: PathId) => `/api/v1/view-publication/delete/${id}/`,
  /** `id` is the publication item's (the video's `pk`). */
  viewPublicationItemCreate: (id: PathId) => `/api/v1/view-publication-item/create/${id}/`,
  viewPublicationItemDelete: (id: PathId) => `/api/v1/view-publication-item/delete/${id}/`,
  likePublicationCreate: (id: PathId) => `/api/v1/like-publication/create/${id}/`,
  likePublicationDelete: (id: PathId) => `/api/v1/like-publication/delete/${id}/`,
  favoritePublicationCreate: (id: PathId) => `/api/v1/favorite-publication/create/${id}/`,
  favoritePublicationDelete: (id: PathId) => `/api/v1/favorite-publication/delete/${id}/`,
  logClickFile: '/api/v1/logging/publication/create/click-file/',
  logClickVideo: '/api/v1/logging/publication/create/click-video/',
  logClickAudio: '/api/v1/logging/publication/create/click-audio/',
  /** `?page={n}`: 20 per page, newest first; page 1 clears not_read_notice. */
  noticeList: '/api/v2/notice/list/',
  /** Body: a JSON list of the caller's notice ids. */
  noticeDeleteList: '/api/v1/notice/delete-list/',
  noticeSettingsUpdate: '/api/v1/jwt-client/notice-settings-update/',
  /** Our addition: `{not_read_notice}` for the bell's light poll. */
  noticeUnread: '/api/v1/notice/unread/',
  parentCommentList: (publication: PathId) => `/api/v1/parent-comment/list/${publication}/`,
  fixedCommentList: (publication: PathId) => `/api/v1/fixed-comment/list/${publication}/`,
  commentFind: (publication: PathId) => `/api/v1/comment/find/${publication}/`,
  childrenCommentList: (commentPk: PathId) => `/api/v1/children-comment/list/${commentPk}/`,
  /** Multipart: publication, parent?, images (repeated files), text. */
  commentCreate: '/api/v1/comment/create/',
  commentDelete: (pk: PathId) => `/api/v1/comment/delete/${pk}/`,
  likeCommentCreate: (pk: PathId) => `/api/v1/like-comment/create/${pk}/`,
  likeCommentDelete: (pk: PathId) => `/api/v1/like-comment/delete/${pk}/`,
  commentIsFixedUpdate: (pk: PathId) => `/api/v1/comment/is-fixed-update/${pk}/`,
  reportCommentCreate: (pk: PathId) => `/api/v1/report-comment/create/${pk}/`,
  /** Programme (staff: 403). The caller's flows, the current one last. */
  availableFlowList: '/api/v1/users/available-flow/list/',
  flowProgramPageList: (flowId: PathId | ':flowId') => `/api/v1/flow-program/page/list/${flowId}/`,
  /** A section's lessons. NO /api/v1 prefix (spec 01 §7), still on the content-API origin. */
  programFlowLessonList: (flowPk: PathId | ':flowId', sectionPk: PathId | ':sectionId') =>
    `/publication/program-flow/list/${flowPk}/${sectionPk}/`,
  /** Wiki categories with the caller's visible publication counts. */
  wikiPageList: '/api/v1/wiki/page/list/',
  /** Body {wiki_page_id}: a jump into a category with log_jump. */
  logWikiGoToTab: '/api/v1/logging/wiki/create/go-to-tab/',
  /** `?page&feed_tags&flows&ordering&full_text_search`: one category's publications. */
  wikiPublicationList: (wikiId: PathId) => `/api/v1/publication/wiki/list/${wikiId}/`,
  /** Staff: a publication's schedule (`?history=1` adds executed items); see schedule.ts. */
  scheduleItemList: (id: PathId) => `/api/v1/publication-editor/schedule-item/list/${id}/`,
  /** Staff: JSON array of {pk?, event, event_date}; replaces the pending schedule. */
  scheduleItemSync: (id: PathId) => `/api/v1/publication-editor/schedule-item/sync/${id}/`,
  /**
   * Staff (our addition): body {event: activation | deactivation}; plans that action for now
   * (the worker applies it, exactly once) and answers 202 with the pending item.
   */
  scheduleItemNow: (id: PathId) => `/api/v1/publication-editor/schedule-item/now/${id}/`,
  /** Staff editor (spec 02 §7): options of the editor's selects and filters. */
  editorParams: '/api/v1/publication-editor/params/',
  /** `?page&visible_page_count=7&full_text_search&draft|published|delayed|deactivated=true&…` */
  editorPublicationList: '/api/v1/publication-editor/publication/list/',
  editorPublicationRetrive: (id: PathId) => `/api/v1/publication-editor/publication/retrive/${id}/`,
  /** Body: EditorPublicationPayload; answer 201 EditorPublication (a draft). */
  editorPublicationCreate: '/api/v1/publication-editor/publication/create/',
  editorPublicationUpdate: (id: PathId) => `/api/v1/publication-editor/publication/update/${id}/`,
  /** Answer 204. */
  editorPublicationDelete: (id: PathId) => `/api/v1/publication-editor/publication/delete/${id}/`,
  /** Answer 201 {id, pk} of the new draft. */
  editorPublicationCopy: (id: PathId) => `/api/v1/publication-editor/publication/copy/${id}/`,
} as const;

/** Query-string values: arrays repeat the key; undefined, null and '' are left out. */
export type QueryValues = Record<
  string,
  string | number | readonly (string | number)[] | null | undefined
>;

/** `path?key=value&…` with repeated keys for arrays (feed_tags, flows); `path` alone when empty. */
export function withQuery(path: string, values: QueryValues): string {
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(values)) {
    const list: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of list) {
      if (item === undefined || item === null || item === '') continue;
      pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(item))}`);
    }
  }
  const query = pairs.join('&');
  return query ? `${path}?${query}` : path;
}

export const mainSite = {
  tokenRefresh: '/jwt-auth/api/content/token/refresh/',
  /** Sign-in hand-off: redirects back to `redirect_url#/get-access-token/<refresh>`. */
  refreshTokenRedirect: '/jwt-auth/content/redirect-with-refresh-token/',
  logout: '/logout/',
  clientInfo: '/api/mobile/client/get_client_info/',
  userCard: (userId: PathId) => `/api/v1/content/get-user-info-for-content-popup/${userId}/`,
  clientHome: '/client/',
  clientProfile: '/client/profile/',
  clientProgress: '/client/progress/',
  clientBoard: '/client/board/',
  /** The shop is reached through this redirect with the refresh token. */
  shopRedirect: '/shop/redirect-with-refresh-token/',
} as const;

/** Stand-in only (tests and scripts): a refresh token for a demo role. */
export const demoAuth = {
  token: '/demo-auth/token/',
} as const;
