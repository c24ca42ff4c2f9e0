/**
 * The database schema: every table of the product, one Drizzle pgTable each, grouped by area in
 * ./tables/. drizzle-kit generates the migrations in apps/server/drizzle/ from this module.
 */
import type { comments } from './tables/comments.ts';
import type { notices } from './tables/notices.ts';
import type { publicationItems, publications } from './tables/publications.ts';
import type { scheduleItems } from './tables/schedule.ts';
import type { flowProgramPages, wikiPages } from './tables/taxonomy.ts';
import type { flows, noticeSettings, users } from './tables/users.ts';

export * from './tables/users.ts';
export * from './tables/taxonomy.ts';
export * from './tables/publications.ts';
export * from './tables/reactions.ts';
export * from './tables/comments.ts';
export * from './tables/notices.ts';
export * from './tables/schedule.ts';
export * from './tables/event-log.ts';
export * from './tables/search-words.ts';
export * from './tables/push.ts';

export type Flow = typeof flows.$inferSelect;
export type NewFlow = typeof flows.$inferInsert;
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type NoticeSettingsRow = typeof noticeSettings.$inferSelect;
export type NewNoticeSettingsRow = typeof noticeSettings.$inferInsert;
export type Publication = typeof publications.$inferSelect;
export type NewPublication = typeof publications.$inferInsert;
export type PublicationItem = typeof publicationItems.$inferSelect;
export type NewPublicationItem = typeof publicationItems.$inferInsert;
export type Comment = typeof comments.$inferSelect;
export type NewComment = typeof comments.$inferInsert;
export type Notice = typeof notices.$inferSelect;
export type ScheduleItem = typeof scheduleItems.$inferSelect;
export type WikiPage = typeof wikiPages.$inferSelect;
export type FlowProgramPage = typeof flowProgramPages.$inferSelect;
