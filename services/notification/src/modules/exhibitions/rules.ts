import type { ReminderKind } from './queries.js';

/** The exhibition page in the shell (/exhibition-{slug}). */
export const exhibitionLink = (slug: string) => `/exhibition-${slug}`;

/** How long before its end a followed exhibition's "closes soon" goes out. */
export const CLOSING_NOTICE_MS = 48 * 60 * 60 * 1000;

/**
 * How long after its start an opening is still announced: a run that was down for a while still
 * tells it, an exhibition long open (followed later, or known only now) is not "opening".
 */
export const OPENING_GRACE_MS = 24 * 60 * 60 * 1000;

/** The English wording (`message`); the page words each kind in the reader's language. */
export function reminderMessage(kind: ReminderKind, title: string): string {
  return kind === 'opening'
    ? `The exhibition ${title} you follow has opened`
    : `The exhibition ${title} you follow closes in two days`;
}

export const REMINDER_KINDS = { opening: 'exhibition-opening', 'closing-soon': 'exhibition-closing-soon' } as const;
