import type { Db } from '../../db/client.ts';
import { eventLog, type EventType } from '../../db/schema.ts';

export interface NewEvent {
  userId: number;
  eventType: EventType;
  payload: Record<string, unknown>;
}

/** Appends one event to the log and returns its id. */
export async function insertEvent(db: Db, event: NewEvent): Promise<number> {
  const [row] = await db.insert(eventLog).values(event).returning({ id: eventLog.id });
  if (!row) throw new Error('The event log insert returned no row');
  return row.id;
}
