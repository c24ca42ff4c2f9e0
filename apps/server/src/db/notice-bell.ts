import { sql, type SQL } from 'drizzle-orm';

/**
 * The bell's dot (`not_read_notice`) of the `users` row in scope (by that name, not aliased): lit
 * by any of their notices newer than the newest one they had when they last opened the notices
 * popup. Read from the notices (a look-up of the user's entries in the receiver index), so
 * sending a notice writes no user row, however many it goes to. Plain SQL: Drizzle
 * drops the table names of columns in a one-table select, which here would bind to the notices.
 */
export const bellLit: SQL<boolean> = sql<boolean>`exists (select 1 from notices bell
  where bell.receiver_id = users.id and bell.id > users.last_seen_notice_id)`;
