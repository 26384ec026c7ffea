const pad = (value: number) => String(value).padStart(2, '0');

/** The orders page's date, YYYY-MM-DD, of the day the buyer lived it (local time); '' when unreadable. */
export function placedDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
