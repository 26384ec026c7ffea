/** What a template gives the worker: the same message as plain text and as simple HTML. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Names and messages come from users: never let them become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/** A plain, table-free page that mail clients render alike; body parts are already escaped HTML. */
export function htmlPage(title: string, bodyParts: string[]): string {
  return [
    '<!doctype html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>`,
    '<body style="font-family: Arial, Helvetica, sans-serif; color: #222; line-height: 1.5; max-width: 560px; margin: 0 auto; padding: 24px;">',
    ...bodyParts,
    '<p style="color: #777; font-size: 12px; margin-top: 32px;">Art Marketplace</p>',
    '</body></html>',
  ].join('\n');
}

export function greeting(name: string): string {
  return name.trim() ? `Hello ${name.trim()},` : 'Hello,';
}

export function minutesText(minutes: number): string {
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
