import { wholeNumber } from './whole-number.js';

/**
 * "NPR 15,00,000" in en, "NPR १५,००,०००" in ne, "NPR 1,500,000" in zh: one price label on every
 * page and in every mail, the currency label NPR everywhere.
 */
export function formatNpr(amount: number, language?: string): string {
  return `NPR ${wholeNumber(amount, language)}`;
}

/** A count (likes, followers, works) with the language's grouping and digits. */
export function formatCount(count: number, language?: string): string {
  return wholeNumber(count, language);
}
