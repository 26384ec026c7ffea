import type { UnreadCountNotice } from '@art/contracts/live-socket';

/** A count as a badge shows it: up to 99, then "99+". */
export function badgeText(count: number): string {
  return count > 99 ? '99+' : String(Math.max(0, Math.floor(count)));
}

/**
 * The header's count: the server's total, less the conversation on screen when the latest change
 * was its own (a message arriving there is being read: its count would blink up and down again).
 */
export function headerCount(
  latest: Pick<UnreadCountNotice, 'total' | 'room' | 'unread'> | undefined,
  openRoom: string | null,
  isVisible: boolean,
): number {
  if (!latest) return 0;
  const beingRead = isVisible && openRoom !== null && latest.room === openRoom ? (latest.unread ?? 0) : 0;
  return Math.max(0, latest.total - beingRead);
}
