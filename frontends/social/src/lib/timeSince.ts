/** The unit and count of "time since posting": seconds under a minute, then m, h, d (under a year), y. */
export function timeSince(
  iso: string,
  now: number = Date.now(),
): { unit: 'justNow' | 'seconds' | 'minutes' | 'hours' | 'days' | 'years'; count: number } {
  const seconds = Math.max(0, Math.floor((now - new Date(iso).getTime()) / 1000));
  if (seconds < 5) return { unit: 'justNow', count: 0 };
  if (seconds < 60) return { unit: 'seconds', count: seconds };
  if (seconds < 3600) return { unit: 'minutes', count: Math.floor(seconds / 60) };
  if (seconds < 86_400) return { unit: 'hours', count: Math.floor(seconds / 3600) };
  if (seconds < 365 * 86_400) return { unit: 'days', count: Math.floor(seconds / 86_400) };
  return { unit: 'years', count: Math.floor(seconds / (365 * 86_400)) };
}
