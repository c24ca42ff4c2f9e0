import { DEMO_ROLES, LANGUAGES } from '@app/contract';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, oneOf } from './columns.ts';

/** A flow: one cohort of the programme. Its `settings` in the API are for_uae and shop_icon_status. */
export const flows = pgTable('flows', {
  id: identityId(),
  name: text('name').notNull(),
  /** A free flow: no likes, no comments, no community. */
  isGreen: boolean('is_green').notNull().default(false),
  /** Flows sold in the UAE have no community section. */
  forUae: boolean('for_uae').notNull().default(false),
  /** The shop link is available to this flow. */
  shopIconStatus: boolean('shop_icon_status').notNull().default(false),
  createdAt: createdAt(),
});

/** People of the product: clients, staff and moderators, as the sign-in provider knows them. */
export const users = pgTable(
  'users',
  {
    id: identityId(),
    /** Set on the demo users only: the provider stand-in signs them in by this role. */
    demoRole: text('demo_role', { enum: DEMO_ROLES }).unique(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** Empty: the SPA shows its bundled default avatar. */
    avatarUrl: text('avatar_url').notNull().default(''),
    isStaff: boolean('is_staff').notNull().default(false),
    moderator: boolean('moderator').notNull().default(false),
    superModerator: boolean('super_moderator').notNull().default(false),
    /** A programme expert (coach, nutritionist): marked on their comments. */
    expert: boolean('expert').notNull().default(false),
    language: text('language', { enum: LANGUAGES }).notNull().default('ru'),
    currentFlowId: integer('current_flow_id').references((): AnyPgColumn => flows.id, {
      onDelete: 'set null',
    }),
    /** False: the user has no access to the content. */
    activeContent: boolean('active_content').notNull().default(true),
    /**
     * The newest of the user's notices when they last opened the notices popup: the bell's dot
     * is lit by any notice above it (`db/notice-bell.ts`), so sending a notice writes no user row.
     */
    lastSeenNoticeId: integer('last_seen_notice_id').notNull().default(0),
    // The main site's user card, shown to staff (field names verbatim, typo included).
    physicalTraining: text('physical_training').notNull().default(''),
    curator: text('curator').notNull().default(''),
    fatPecent: numeric('fat_pecent', { precision: 4, scale: 1, mode: 'number' }),
    weight: numeric('weight', { precision: 5, scale: 1, mode: 'number' }),
    telegramId: text('telegram_id').notNull().default(''),
    linkPersoneTheme: text('link_persone_theme').notNull().default(''),
    linkPersoneCalk: text('link_persone_calk').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_demo_role_check', oneOf(t.demoRole, DEMO_ROLES)),
    check('users_language_check', oneOf(t.language, LANGUAGES)),
    index('users_current_flow_idx').on(t.currentFlowId),
    // Staff lists of people by name (a post's not-viewed readers): walked in order, not sorted.
    index('users_name_idx').on(t.lastName, t.firstName, t.id),
  ],
);

/** The flows available to a user; `is_paid_rpp` marks who paid for the psychology group there. */
export const userFlows = pgTable(
  'user_flows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    flowId: integer('flow_id')
      .notNull()
      .references(() => flows.id, { onDelete: 'cascade' }),
    isPaidRpp: boolean('is_paid_rpp').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'user_flows_pk', columns: [t.userId, t.flowId] }),
    index('user_flows_flow_idx').on(t.flowId, t.userId),
  ],
);

/**
 * One row per user; a user without a row has every notice on. The rpp_ channel (Physical
 * Psychology) is stored for everyone, on by default, so a user who moves to a paid flow starts
 * with it on; the API shows and uses those keys only while is_paid_rpp_current_flow is true.
 */
export const noticeSettings = pgTable('notice_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  notificationReplyToComment: boolean('notification_reply_to_comment').notNull().default(true),
  notificationCommentLike: boolean('notification_comment_like').notNull().default(true),
  notificationWiki: boolean('notification_wiki').notNull().default(true),
  notificationVideo: boolean('notification_video').notNull().default(true),
  notificationArticle: boolean('notification_article').notNull().default(true),
  notificationTraining: boolean('notification_training').notNull().default(true),
  notificationTasks: boolean('notification_tasks').notNull().default(true),
  notificationAnnouncement: boolean('notification_announcement').notNull().default(true),
  notificationWebinar: boolean('notification_webinar').notNull().default(true),
  rppNotificationVideo: boolean('rpp_notification_video').notNull().default(true),
  rppNotificationArticle: boolean('rpp_notification_article').notNull().default(true),
  rppNotificationTraining: boolean('rpp_notification_training').notNull().default(true),
  rppNotificationTasks: boolean('rpp_notification_tasks').notNull().default(true),
  rppNotificationAnnouncement: boolean('rpp_notification_announcement').notNull().default(true),
  rppNotificationWebinar: boolean('rpp_notification_webinar').notNull().default(true),
});
