import { and, eq } from 'drizzle-orm';
import { flows, userFlows, users } from './schema.ts';

/** Left-join conditions from `users` to the user's current flow and their membership of it. */
export const currentFlowJoin = {
  flow: eq(flows.id, users.currentFlowId),
  membership: and(eq(userFlows.userId, users.id), eq(userFlows.flowId, users.currentFlowId)),
};
