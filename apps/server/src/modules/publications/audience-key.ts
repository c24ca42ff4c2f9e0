import { canFilterByFlows, canSeeEverything, canSeeRppGroup } from './publications-policy.ts';
import type { Viewer } from './viewer.ts';

/**
 * A string naming what db/publication-scope.ts's `visibleTo` and `inFlows` let through: viewers
 * with equal keys see the same publications (cache keys of pages and counts).
 */
export function visibilityKey(viewer: Viewer, flowIds: readonly number[]): string {
  if (canSeeEverything(viewer)) {
    const flows = canFilterByFlows(viewer) ? [...new Set(flowIds)].sort((a, b) => a - b) : [];
    return `all;flows=${flows.join(',')}`;
  }
  return `flow=${viewer.flowId ?? ''};rpp=${canSeeRppGroup(viewer)}`;
}

/** A string naming a tag filter, whatever the order and repeats of its slugs. */
export function tagsKey(slugs: readonly string[]): string {
  return `tags=${JSON.stringify([...new Set(slugs)].sort())}`;
}
