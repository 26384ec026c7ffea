import type { CollapsedBy } from '@art/contracts';

/**
 * How a block between the viewer and `otherId` (either way) collapses the other's messages for
 * the viewer, or null when none stands. Read from `socialBlocksAround(viewer, …)`'s pairs.
 */
export function collapsedBy(pairs: Set<string>, viewerId: string, otherId: string): CollapsedBy | null {
  if (pairs.has(`${viewerId}:${otherId}`)) return 'you-blocked';
  if (pairs.has(`${otherId}:${viewerId}`)) return 'blocked-you';
  return null;
}
