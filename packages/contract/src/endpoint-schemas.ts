import type { z } from 'zod';
import {
  ChildrenCommentListResponseSchema,
  CommentFindQuery,
  CommentFindResponseSchema,
  CommentLikeStateSchema,
  CommentPinBody,
  CommentReportResponseSchema,
  CommentSchema,
  FixedCommentListResponseSchema,
  ParentCommentListQuery,
  ParentCommentListResponseSchema,
} from './comments.ts';
import {
  EditorCopyResponseSchema,
  EditorListQuery,
  EditorListResponseSchema,
  EditorParamsResponseSchema,
  EditorPublicationPayloadSchema,
  EditorPublicationSchema,
} from './editor.ts';
import {
  CsvSchema,
  CsvSearchQuery,
  FlowProgressQuery,
  FlowProgressResponseSchema,
  NudgeResponseSchema,
  ReachQuery,
  ReachResponseSchema,
} from './insights.ts';
import { PushSubscriptionBody, PushUnsubscribeBody, VapidKeyResponseSchema } from './push.ts';
import type { EndpointName, endpoints, PathParamNames } from './endpoints.ts';
import { LoggedResponseSchema, OpenSpaTabBody } from './logging.ts';
import {
  NoticeDeleteListBody,
  NoticeListQuery,
  NoticeListResponseSchema,
  NoticeSettingsResponseSchema,
  NoticeSettingsUpdateBody,
  NoticeUnreadResponseSchema,
} from './notices.ts';
import {
  AvailableFlowListResponseSchema,
  FlowProgramParams,
  FlowProgramResponseSchema,
  LessonListParams,
  LessonListResponseSchema,
} from './programme.ts';
import {
  FavoriteListQuery,
  FavoriteListResponseSchema,
  FeedListQuery,
  FeedListResponseSchema,
  FeedTagListResponseSchema,
  FiltersResponseSchema,
  FixListQuery,
  FixListResponseSchema,
  IdParams,
  PublicationClickBody,
  PublicationFavoriteStateSchema,
  PublicationItemViewStateSchema,
  PublicationLikeStateSchema,
  PublicationSchema,
  PublicationViewStateSchema,
  TopicListQuery,
  TopicListResponseSchema,
} from './publications.ts';
import {
  ScheduleItemSchema,
  ScheduleListQuery,
  ScheduleListSchema,
  ScheduleNowBodySchema,
  ScheduleSyncBodySchema,
} from './schedule.ts';
import { UserInfoSchema } from './user.ts';
import {
  WikiCategoryListResponseSchema,
  WikiGoToTabBody,
  WikiListQuery,
  WikiListResponseSchema,
} from './wiki.ts';

/** The schemas of one call: what the server parses, and the allow-list of its answer. */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The answer's allow-list; null: 204 without a body. */
  response: z.ZodType | null;
  /** The success status when not 200 (201 created, 202 accepted). */
  status?: 201 | 202;
  /** The call may also answer 204 without a body (a comment deleted with no trace left). */
  mayBeEmpty?: true;
  /**
   * The handler parses the body itself (the editor's save, whose body errors join those of its
   * ids and files); the schema still types what callers send.
   */
  bodyParsedByHandler?: true;
}

const logged = { response: LoggedResponseSchema, status: 201 } as const;
const click = { body: PublicationClickBody, ...logged } as const;

/**
 * The schemas of every call of endpoints.ts, by the same name. Multipart bodies (comment/create)
 * are read by their handler, file by file, so they have no body schema here.
 */
export const endpointSchemas = {
  userInfo: { response: UserInfoSchema },
  openSpaTab: { body: OpenSpaTabBody, ...logged },
  feedList: { query: FeedListQuery, response: FeedListResponseSchema },
  feedFixList: { query: FixListQuery, response: FixListResponseSchema },
  feedTagList: { response: FeedTagListResponseSchema },
  feedFilters: { response: FiltersResponseSchema },
  favoriteList: { query: FavoriteListQuery, response: FavoriteListResponseSchema },
  topicList: { query: TopicListQuery, response: TopicListResponseSchema },
  publicationRetrive: { params: IdParams, response: PublicationSchema },
  viewPublicationCreate: { params: IdParams, response: PublicationViewStateSchema },
  viewPublicationDelete: { params: IdParams, response: PublicationViewStateSchema },
  viewPublicationItemCreate: { params: IdParams, response: PublicationItemViewStateSchema },
  viewPublicationItemDelete: { params: IdParams, response: PublicationItemViewStateSchema },
  likePublicationCreate: { params: IdParams, response: PublicationLikeStateSchema },
  likePublicationDelete: { params: IdParams, response: PublicationLikeStateSchema },
  favoritePublicationCreate: { params: IdParams, response: PublicationFavoriteStateSchema },
  favoritePublicationDelete: { params: IdParams, response: PublicationFavoriteStateSchema },
  logClickFile: click,
  logClickVideo: click,
  logClickAudio: click,
  noticeList: { query: NoticeListQuery, response: NoticeListResponseSchema },
  noticeDeleteList: { body: NoticeDeleteListBody, response: null },
  noticeSettingsUpdate: { body: NoticeSettingsUpdateBody, response: NoticeSettingsResponseSchema },
  noticeUnread: { response: NoticeUnreadResponseSchema },
  parentCommentList: {
    params: IdParams,
    query: ParentCommentListQuery,
    response: ParentCommentListResponseSchema,
  },
  fixedCommentList: { params: IdParams, response: FixedCommentListResponseSchema },
  commentFind: { params: IdParams, query: CommentFindQuery, response: CommentFindResponseSchema },
  childrenCommentList: { params: IdParams, response: ChildrenCommentListResponseSchema },
  commentCreate: { response: CommentSchema, status: 201 },
  commentDelete: { params: IdParams, response: CommentSchema, mayBeEmpty: true },
  likeCommentCreate: { params: IdParams, response: CommentLikeStateSchema },
  likeCommentDelete: { params: IdParams, response: CommentLikeStateSchema },
  commentIsFixedUpdate: { params: IdParams, body: CommentPinBody, response: CommentSchema },
  reportCommentCreate: { params: IdParams, response: CommentReportResponseSchema, status: 201 },
  availableFlowList: { response: AvailableFlowListResponseSchema },
  flowProgramPageList: { params: FlowProgramParams, response: FlowProgramResponseSchema },
  programFlowLessonList: { params: LessonListParams, response: LessonListResponseSchema },
  wikiPageList: { response: WikiCategoryListResponseSchema },
  logWikiGoToTab: { body: WikiGoToTabBody, ...logged },
  wikiPublicationList: { params: IdParams, query: WikiListQuery, response: WikiListResponseSchema },
  scheduleItemList: { params: IdParams, query: ScheduleListQuery, response: ScheduleListSchema },
  scheduleItemSync: {
    params: IdParams,
    body: ScheduleSyncBodySchema,
    response: ScheduleListSchema,
  },
  scheduleItemNow: {
    params: IdParams,
    body: ScheduleNowBodySchema,
    response: ScheduleItemSchema,
    status: 202,
  },
  editorParams: { response: EditorParamsResponseSchema },
  editorPublicationList: { query: EditorListQuery, response: EditorListResponseSchema },
  editorPublicationRetrive: { params: IdParams, response: EditorPublicationSchema },
  editorPublicationCreate: {
    body: EditorPublicationPayloadSchema,
    bodyParsedByHandler: true,
    response: EditorPublicationSchema,
    status: 201,
  },
  editorPublicationUpdate: {
    params: IdParams,
    body: EditorPublicationPayloadSchema,
    bodyParsedByHandler: true,
    response: EditorPublicationSchema,
  },
  editorPublicationDelete: { params: IdParams, response: null },
  editorPublicationCopy: { params: IdParams, response: EditorCopyResponseSchema, status: 201 },
  publicationReach: { params: IdParams, query: ReachQuery, response: ReachResponseSchema },
  publicationReachCsv: { params: IdParams, query: CsvSearchQuery, response: CsvSchema },
  publicationNudge: { params: IdParams, response: NudgeResponseSchema },
  flowProgress: {
    params: FlowProgramParams,
    query: FlowProgressQuery,
    response: FlowProgressResponseSchema,
  },
  flowProgressCsv: { params: FlowProgramParams, query: CsvSearchQuery, response: CsvSchema },
  pushVapidKey: { response: VapidKeyResponseSchema },
  pushSubscriptionCreate: { body: PushSubscriptionBody, response: null },
  pushSubscriptionDelete: { body: PushUnsubscribeBody, response: null },
} as const satisfies { [K in EndpointName]: EndpointSchemas };

type SchemasOf<N extends EndpointName> = (typeof endpointSchemas)[N];
type Part<N extends EndpointName, K extends 'params' | 'query' | 'body'> =
  SchemasOf<N> extends Record<K, infer S extends z.ZodType> ? S : never;

/** The parsed (server-side) params, query and body of a call; `undefined` where it has none. */
export type ParsedParams<N extends EndpointName> = OutputOr<Part<N, 'params'>>;
export type ParsedQuery<N extends EndpointName> = OutputOr<Part<N, 'query'>>;
export type ParsedBody<N extends EndpointName> =
  SchemasOf<N> extends { bodyParsedByHandler: true } ? unknown : OutputOr<Part<N, 'body'>>;
type OutputOr<S> = [S] extends [never] ? undefined : S extends z.ZodType ? z.output<S> : never;

/** What a caller sends: the query's fields (each optional, serialised by withQuery), the body. */
export type EndpointQuery<N extends EndpointName> = Partial<ParsedQuery<N>>;
export type EndpointBody<N extends EndpointName> =
  Part<N, 'body'> extends infer S extends z.ZodType ? z.input<S> : never;

/** The answer of a call: its allow-listed body; `undefined` for 204. */
export type EndpointResponse<N extends EndpointName> =
  SchemasOf<N> extends {
    response: infer S extends z.ZodType;
  }
    ? z.output<S> | (SchemasOf<N> extends { mayBeEmpty: true } ? undefined : never)
    : undefined;

/** What a handler returns: the answer before its allow-list (extra fields are dropped). */
export type EndpointResult<N extends EndpointName> =
  SchemasOf<N> extends {
    response: infer S extends z.ZodType;
  }
    ? z.input<S>
    : undefined;

/**
 * The calls whose params schema does not name exactly the `:name` segments of their path: `never`
 * when all agree (checked at compile time by the contract's tests).
 */
export type EndpointsWithWrongParams = {
  [N in EndpointName]: [keyof ParsedParams<N>] extends [
    PathParamNames<(typeof endpoints)[N]['path']>[number],
  ]
    ? [PathParamNames<(typeof endpoints)[N]['path']>[number]] extends [keyof ParsedParams<N>]
      ? never
      : N
    : N;
}[EndpointName];
