/** The screen's path: the picker alone, or with the picked flow (so reload and Back keep it). */
export function progressPath(flowId?: number): string {
  return flowId === undefined ? '/editor/progress' : `/editor/progress/${flowId}`;
}

/** Largest id of a database row (PostgreSQL integer). */
const MAX_ID = 2_147_483_647;

/** The `:flowId` of the path as a flow id; null when it is not one. */
export function parseFlowId(segment: string): number | null {
  if (!/^[1-9][0-9]{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}
