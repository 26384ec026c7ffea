/** The id of every console page's h1 (ConsolePage), where focus goes when an action removes what had it. */
export const PAGE_HEADING_ID = 'mod-page-title';

/**
 * After an action removes the row that held focus (a request approved, a case settled), focus goes
 * to the next row's first control if there is one, else to the page's heading: never lost on <body>.
 */
export function focusAfterRemoval(nextRowId?: string): void {
  if (typeof document === 'undefined') return;
  const next = nextRowId
    ? document.getElementById(nextRowId)?.querySelector<HTMLElement>('button, a, [tabindex]')
    : null;
  const target = next ?? document.getElementById(PAGE_HEADING_ID);
  target?.focus();
}
