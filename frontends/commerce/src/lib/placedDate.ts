const pad = (value: number) => String(value).padStart(2, '0');

function readable(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The orders page's date, YYYY-MM-DD, of the day the buyer lived it (local time); '' when unreadable. */
export function placedDate(iso: string): string {
  const date = readable(iso);
  if (!date) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** A moment of an order's history or hold, "YYYY-MM-DD HH:mm" in local time; '' when unreadable. */
export function placedTime(iso: string): string {
  const date = readable(iso);
  if (!date) return '';
  return `${placedDate(iso)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
