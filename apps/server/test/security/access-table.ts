import { api, demoAuth, mainSite } from '@app/contract';
import { DEMO_ROLES } from '@app/contract';
import { createBrowserPushKeys } from '../support/push-service.ts';
import type { CallSpec, Method, Role, SecurityWorld } from './security-world.ts';

/**
 * Who may call what: every endpoint the server registers (both spec documents' calls, our
 * additions, the provider stand-in and /config.js) against every demo role and anonymous
 * callers. `ok` is any 2xx; the numbers are the exact refusal. access-table.test.ts walks every
 * cell on the real app and fails when a registered route has no row here.
 */
export type Outcome = 'ok' | 401 | 403 | 404;

export type Expectation = Record<Role, Outcome>;

export interface AccessRow {
  method: Method;
  /** The route pattern exactly as registered (`:id` style), from the contract's path helpers. */
  path: string;
  /**
   * A valid request for an object the role may legitimately target (its own comment, its flow's
   * section, a post for every flow…): `params` fill the pattern. Writes build fresh objects, so
   * no cell depends on another.
   */
  request(world: SecurityWorld, role: Role): Promise<Request> | Request;
  expect: Expectation;
}

export interface Request extends CallSpec {
  params?: Record<string, number>;
}

const NON_STAFF = DEMO_ROLES.filter((role) => role !== 'staff');

/** Everyone, signed in or not (public pages and the provider's token calls). */
function publicCall(): Expectation {
  return outcomes('ok', 'ok');
}

/** Any signed-in user, anonymous 401; `except` names the roles that are refused. */
function signedIn(except: Partial<Record<Role, Outcome>> = {}): Expectation {
  return { ...outcomes(401, 'ok'), ...except };
}

/** Staff only (editor and schedule): anonymous 401, everyone else 403. */
function staffOnly(): Expectation {
  return { ...outcomes(401, 403), staff: 'ok' };
}

/** A role list with one outcome each. */
function only(roles: readonly Role[], outcome: Outcome): Partial<Record<Role, Outcome>> {
  return Object.fromEntries(roles.map((role) => [role, outcome]));
}

function outcomes(anonymous: Outcome, others: Outcome): Expectation {
  return {
    anonymous,
    ...(Object.fromEntries(DEMO_ROLES.map((role) => [role, others])) as Record<
      Exclude<Role, 'anonymous'>,
      Outcome
    >),
  };
}

/** The caller's user id; the client's for anonymous calls (refused before it matters). */
function idOf(world: SecurityWorld, role: Role): number {
  return (world.userOf(role) ?? world.users.client).id;
}

const noRequest = (): Request => ({});
let pushDevices = 0;
/** A browser subscription at a loopback push service (allowed outside production). */
const freshPushSubscription = () => ({
  endpoint: `http://127.0.0.1:9/push/access-${(pushDevices += 1)}`,
  keys: createBrowserPushKeys().keys,
});
const withPost = (world: SecurityWorld): Request => ({ params: { id: world.post.id } });
const freshPostRequest = async (world: SecurityWorld): Promise<Request> => ({
  params: { id: (await world.freshPost()).id },
});
const freshVideoRequest = async (world: SecurityWorld): Promise<Request> => ({
  params: { id: (await world.freshPost()).videoId },
});
/** A fresh comment of someone else (the author) on the shared post. */
const othersComment = async (world: SecurityWorld): Promise<Request> => ({
  params: { id: await world.freshComment() },
});
const freshDraft = async (world: SecurityWorld): Promise<Request> => ({
  params: { id: (await world.freshPost({ status: 'draft' })).id },
});

const ALL_NOTICES_ON = {
  notification_reply_to_comment: true,
  notification_comment_like: true,
  notification_wiki: true,
  notification_video: true,
  notification_article: true,
  notification_training: true,
  notification_tasks: true,
  notification_announcement: true,
  notification_webinar: true,
  rpp_notification_video: true,
  rpp_notification_article: true,
  rpp_notification_training: true,
  rpp_notification_tasks: true,
  rpp_notification_announcement: true,
  rpp_notification_webinar: true,
};

const click = (world: SecurityWorld): Request => ({
  body: { publication: world.post.id, publication_item: world.post.videoId },
});

const placeholderPages = (
  ['clientHome', 'clientProfile', 'clientProgress', 'clientBoard', 'shopRedirect'] as const
).map((page): AccessRow => ({
  method: 'GET',
  path: mainSite[page],
  request: noRequest,
  expect: publicCall(),
}));

export const ACCESS_TABLE: readonly AccessRow[] = [
  // Auth and user (spec 01 §7)
  { method: 'GET', path: api.userInfo, request: noRequest, expect: signedIn() },
  {
    method: 'POST',
    path: api.openSpaTab,
    request: () => ({ body: { from_mobile: false } }),
    expect: signedIn(),
  },
  // Notices and settings
  {
    method: 'GET',
    path: api.noticeList,
    request: () => ({ query: { page: '1' } }),
    expect: signedIn(),
  },
  { method: 'GET', path: api.noticeUnread, request: noRequest, expect: signedIn() },
  {
    method: 'DELETE',
    path: api.noticeDeleteList,
    request: async (world, role) => ({ body: [await world.freshNotice(idOf(world, role))] }),
    expect: signedIn(),
  },
  {
    method: 'PUT',
    path: api.noticeSettingsUpdate,
    request: () => ({ body: ALL_NOTICES_ON }),
    expect: signedIn(),
  },
  // Programme: not for staff; each role opens its own flow's programme and section.
  {
    method: 'GET',
    path: api.availableFlowList,
    request: noRequest,
    expect: signedIn({ staff: 403 }),
  },
  {
    method: 'GET',
    path: api.flowProgramPageList(':flowId'),
    request: (world, role) => ({ params: { flowId: world.flowOf(role).id } }),
    expect: signedIn({ staff: 403 }),
  },
  {
    method: 'GET',
    path: api.programFlowLessonList(':flowId', ':sectionId'),
    request: (world, role) => {
      const flow = world.flowOf(role);
      const key = (Object.keys(world.flows) as (keyof SecurityWorld['flows'])[]).find(
        (name) => world.flows[name].id === flow.id,
      );
      return { params: { flowId: flow.id, sectionId: world.sections[key ?? 'main'] } };
    },
    expect: signedIn({ staff: 403 }),
  },
  // Feed and publications
  {
    method: 'GET',
    path: api.feedList,
    request: () => ({ query: { page: '1' } }),
    expect: signedIn(),
  },
  { method: 'GET', path: api.feedFixList, request: noRequest, expect: signedIn() },
  { method: 'GET', path: api.feedTagList, request: noRequest, expect: signedIn() },
  { method: 'GET', path: api.feedFilters, request: noRequest, expect: signedIn() },
  { method: 'GET', path: api.favoriteList, request: noRequest, expect: signedIn() },
  { method: 'GET', path: api.topicList, request: noRequest, expect: signedIn() },
  {
    method: 'GET',
    path: api.publicationRetrive(':id'),
    request: withPost,
    expect: signedIn(),
  },
  {
    method: 'POST',
    path: api.viewPublicationCreate(':id'),
    request: freshPostRequest,
    expect: signedIn({ staff: 403 }),
  },
  {
    method: 'DELETE',
    path: api.viewPublicationDelete(':id'),
    request: freshPostRequest,
    expect: signedIn({ staff: 403 }),
  },
  {
    method: 'POST',
    path: api.viewPublicationItemCreate(':id'),
    request: freshVideoRequest,
    expect: signedIn({ staff: 403 }),
  },
  {
    method: 'DELETE',
    path: api.viewPublicationItemDelete(':id'),
    request: freshVideoRequest,
    expect: signedIn({ staff: 403 }),
  },
  {
    method: 'POST',
    path: api.likePublicationCreate(':id'),
    request: freshPostRequest,
    expect: signedIn({ green: 403 }),
  },
  {
    method: 'DELETE',
    path: api.likePublicationDelete(':id'),
    request: freshPostRequest,
    expect: signedIn({ green: 403 }),
  },
  {
    method: 'POST',
    path: api.favoritePublicationCreate(':id'),
    request: freshPostRequest,
    expect: signedIn({ staff: 403 }),
  },
  {
    method: 'DELETE',
    path: api.favoritePublicationDelete(':id'),
    request: freshPostRequest,
    expect: signedIn({ staff: 403 }),
  },
  { method: 'POST', path: api.logClickFile, request: click, expect: signedIn() },
  { method: 'POST', path: api.logClickVideo, request: click, expect: signedIn() },
  { method: 'POST', path: api.logClickAudio, request: click, expect: signedIn() },
  // Comments
  {
    method: 'GET',
    path: api.parentCommentList(':id'),
    request: withPost,
    expect: signedIn(),
  },
  { method: 'GET', path: api.fixedCommentList(':id'), request: withPost, expect: signedIn() },
  {
    method: 'GET',
    path: api.commentFind(':id'),
    request: (world) => ({
      params: { id: world.post.id },
      query: { comment_target_id: String(world.reply), parent_page_size: '20' },
    }),
    expect: signedIn(),
  },
  {
    method: 'GET',
    path: api.childrenCommentList(':id'),
    request: (world) => ({ params: { id: world.comment } }),
    expect: signedIn(),
  },
  {
    method: 'POST',
    path: api.commentCreate,
    request: (world) => ({ multipart: { publication: world.post.id, text: 'Проверка доступа' } }),
    expect: signedIn({ green: 403 }),
  },
  {
    method: 'DELETE',
    path: api.commentDelete(':id'),
    // One's own comment (a green-flow user may have written some before): everyone may.
    request: async (world, role) => ({
      params: { id: await world.freshComment(idOf(world, role)) },
    }),
    expect: signedIn(),
  },
  {
    method: 'POST',
    path: api.likeCommentCreate(':id'),
    request: othersComment,
    expect: signedIn({ green: 403 }),
  },
  {
    method: 'DELETE',
    path: api.likeCommentDelete(':id'),
    request: othersComment,
    expect: signedIn(),
  },
  {
    method: 'PATCH',
    path: api.commentIsFixedUpdate(':id'),
    request: async (world) => ({ ...(await othersComment(world)), body: { is_fixed: true } }),
    expect: { ...signedIn(only(DEMO_ROLES, 403)), supermoderator: 'ok' },
  },
  {
    method: 'POST',
    path: api.reportCommentCreate(':id'),
    request: async (world) => ({ ...(await othersComment(world)), body: {} }),
    expect: signedIn({ staff: 403, green: 403 }),
  },
  // Wiki (spec 02 §7)
  { method: 'GET', path: api.wikiPageList, request: noRequest, expect: signedIn() },
  {
    method: 'POST',
    path: api.logWikiGoToTab,
    request: (world) => ({ body: { wiki_page_id: world.wikiPage } }),
    expect: signedIn(),
  },
  {
    method: 'GET',
    path: api.wikiPublicationList(':id'),
    request: (world) => ({ params: { id: world.wikiPage } }),
    expect: signedIn(),
  },
  // Editor and schedule (spec 02 §7): staff only, moderators included in the refusal.
  { method: 'GET', path: api.editorParams, request: noRequest, expect: staffOnly() },
  { method: 'GET', path: api.editorPublicationList, request: noRequest, expect: staffOnly() },
  {
    method: 'GET',
    path: api.editorPublicationRetrive(':id'),
    request: withPost,
    expect: staffOnly(),
  },
  {
    method: 'POST',
    path: api.editorPublicationCreate,
    request: () => ({ body: { title: 'Пост из таблицы доступа' } }),
    expect: staffOnly(),
  },
  {
    method: 'PUT',
    path: api.editorPublicationUpdate(':id'),
    request: async (world) => ({ ...(await freshDraft(world)), body: { title: 'Обновлено' } }),
    expect: staffOnly(),
  },
  {
    method: 'DELETE',
    path: api.editorPublicationDelete(':id'),
    request: freshDraft,
    expect: staffOnly(),
  },
  {
    method: 'POST',
    path: api.editorPublicationCopy(':id'),
    request: freshPostRequest,
    expect: staffOnly(),
  },
  {
    method: 'GET',
    path: api.scheduleItemList(':id'),
    request: withPost,
    expect: staffOnly(),
  },
  {
    method: 'POST',
    path: api.scheduleItemSync(':id'),
    request: async (world) => ({ ...(await freshDraft(world)), body: [] }),
    expect: staffOnly(),
  },
  {
    method: 'POST',
    path: api.scheduleItemNow(':id'),
    request: async (world) => ({ ...(await freshDraft(world)), body: { event: 'activation' } }),
    expect: staffOnly(),
  },
  // Staff insights (our addition): a post's reach and a reminder of it.
  { method: 'GET', path: api.publicationReach(':id'), request: withPost, expect: staffOnly() },
  { method: 'GET', path: api.publicationReachCsv(':id'), request: withPost, expect: staffOnly() },
  {
    method: 'POST',
    path: api.publicationNudge(':id'),
    request: freshPostRequest,
    expect: staffOnly(),
  },
  {
    method: 'GET',
    path: api.flowProgress(':flowId'),
    request: (world) => ({ params: { flowId: world.flowOf('client').id } }),
    expect: staffOnly(),
  },
  {
    method: 'GET',
    path: api.flowProgressCsv(':flowId'),
    request: (world) => ({ params: { flowId: world.flowOf('client').id } }),
    expect: staffOnly(),
  },
  // Web push (our addition): each caller's own browser subscriptions.
  { method: 'GET', path: api.pushVapidKey, request: noRequest, expect: signedIn() },
  {
    method: 'POST',
    path: api.pushSubscriptionCreate,
    request: () => ({ body: freshPushSubscription() }),
    expect: signedIn(),
  },
  {
    method: 'DELETE',
    path: api.pushSubscriptionDelete,
    request: () => ({ body: { endpoint: freshPushSubscription().endpoint } }),
    expect: signedIn(),
  },
  // The sign-in provider's stand-in (main site) and the demo token call.
  {
    method: 'POST',
    path: mainSite.tokenRefresh,
    request: async (world, role) => ({
      body: { refresh: await world.t.tokens.signRefresh(idOf(world, role)) },
    }),
    expect: publicCall(),
  },
  {
    method: 'POST',
    path: demoAuth.token,
    request: (_world, role) => ({ body: { role: role === 'anonymous' ? 'client' : role } }),
    expect: publicCall(),
  },
  {
    method: 'GET',
    path: mainSite.refreshTokenRedirect,
    request: noRequest,
    expect: publicCall(),
  },
  { method: 'GET', path: mainSite.logout, request: noRequest, expect: publicCall() },
  ...placeholderPages,
  { method: 'GET', path: mainSite.clientInfo, request: noRequest, expect: signedIn() },
  {
    method: 'GET',
    path: mainSite.userCard(':id'),
    request: (world) => ({ params: { id: world.author.id } }),
    expect: {
      ...signedIn(only(NON_STAFF, 403)),
      staff: 'ok',
      moderator: 'ok',
      supermoderator: 'ok',
    },
  },
  // The SPA's runtime configuration.
  { method: 'GET', path: '/config.js', request: noRequest, expect: publicCall() },
  // The operator's endpoints: no user token (METRICS_TOKEN, when set, guards /metrics).
  { method: 'GET', path: '/healthz', request: noRequest, expect: publicCall() },
  { method: 'GET', path: '/readyz', request: noRequest, expect: publicCall() },
  { method: 'GET', path: '/metrics', request: noRequest, expect: publicCall() },
];

/**
 * Registered routes that are not API endpoints: the SPA's files and uploaded media, served by
 * @fastify/static ('/' answers 503 while the web app is not built). HEAD mirrors every GET.
 */
export const STATIC_ROUTES: readonly string[] = ['/', '/*', '/media/*'];

/** The path of a row with its parameters filled in. */
export function fillPath(pattern: string, params: Record<string, number> = {}): string {
  return pattern.replace(/:([A-Za-z]+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for :${name}`);
    return String(value);
  });
}
