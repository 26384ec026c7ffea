import type { ModeratedTargetType, ReportOutcome } from '@art/contracts';

/** social reports `product` for an artwork; moderation (and its events) call it `artwork`. */
export function targetTypeOf(socialType: 'post' | 'product' | 'user' | 'comment'): ModeratedTargetType {
  return socialType === 'product' ? 'artwork' : socialType;
}

/** Whose content a report names: the snapshot's owner, or the profile itself. */
export function ownerOf(
  targetType: ModeratedTargetType,
  targetId: string,
  snapshot: { ownerId: string; ownerName: string } | undefined,
): { id: string; name: string | null } | null {
  if (snapshot) return { id: snapshot.ownerId, name: snapshot.ownerName };
  if (targetType === 'user') return { id: targetId, name: null };
  return null;
}

export type CaseAction = 'dismiss' | 'hide' | 'warn' | 'suspend';

export const OUTCOME_OF: Record<CaseAction, ReportOutcome> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  warn: 'warned',
  suspend: 'suspended',
};
