import type { AvailableFlow } from '@app/contract';

/**
 * The flow the page shows: the one named by the `flow` query parameter when it is among the
 * user's flows, otherwise the last of the list (the server puts the current flow last); null
 * without flows.
 */
export function selectFlow(
  flows: readonly AvailableFlow[],
  requested: string | null,
): AvailableFlow | null {
  const chosen =
    requested === null ? undefined : flows.find((flow) => String(flow.pk) === requested);
  return chosen ?? flows.at(-1) ?? null;
}
