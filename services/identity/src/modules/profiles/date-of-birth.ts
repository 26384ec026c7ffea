// One module each: the package's index is some 300 modules, loaded by every identity process.
import { format } from 'date-fns/format';
import { isAfter } from 'date-fns/isAfter';
import { isValid } from 'date-fns/isValid';
import { parse } from 'date-fns/parse';
import { startOfDay } from 'date-fns/startOfDay';

export const DOB_FORMAT_MESSAGE = 'Date of birth must be a real date written as MM/DD/YYYY';
export const DOB_FUTURE_MESSAGE = 'Date of birth cannot be in the future';

/**
 * Checks a date of birth as the profile form sends it (MM/DD/YYYY). Returns the problem, or null.
 * The round trip through format() refuses dates parse() would roll over, such as 02/30/2000.
 */
export function dateOfBirthProblem(value: string, today: Date = new Date()): string | null {
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(value)) return DOB_FORMAT_MESSAGE;
  const date = parse(value, 'MM/dd/yyyy', new Date(2000, 0, 1));
  if (!isValid(date) || format(date, 'MM/dd/yyyy') !== value || date.getFullYear() < 1900) return DOB_FORMAT_MESSAGE;
  if (isAfter(startOfDay(date), startOfDay(today))) return DOB_FUTURE_MESSAGE;
  return null;
}
