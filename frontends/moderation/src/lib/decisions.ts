import type { CaseDecision } from '@art/sdk/moderation';

/** The decisions on a report case, in the order the buttons show them (the lightest first). */
export const CASE_DECISIONS: readonly CaseDecision[] = ['dismiss', 'hide', 'warn', 'suspend'];

/** Whether a decision needs the content's owner (hide, warn and suspend act on them; dismiss does not). */
export function needsOwner(decision: CaseDecision): boolean {
  return decision !== 'dismiss';
}

/** The heavier decisions are shown as dangerous (red confirm button). */
export function isDangerous(decision: CaseDecision): boolean {
  return decision === 'hide' || decision === 'suspend';
}
