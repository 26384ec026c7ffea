import type { CategoryRef, ShippingInfo, UserChanges, UserRow } from '../../db/schema.js';
import { MESSAGES, normalizeEmail } from '../registration/rules.js';
import { dateOfBirthProblem } from './date-of-birth.js';

export const EMAIL_READ_ONLY = 'Email address cannot be changed';
export const CATEGORIES_INVALID = 'Style categories must be a list of {_id, name}';
export const PRIVATE_INVALID = 'settings.private must be true or false';

const SHIPPING_KEYS: (keyof ShippingInfo)[] = [
  'country',
  'city',
  'state',
  'postalCode',
  'address',
  'address2',
  'phoneNumber',
];

const LIMITS: Record<string, number> = {
  name: 120,
  'info.address': 300,
  'info.biography': 5000,
  'info.achievements': 5000,
};
const SHIPPING_LIMIT = 200;
const MAX_CATEGORIES = 20;

function parseCategories(text: string): CategoryRef[] | null {
  if (text.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(value) || value.length > MAX_CATEGORIES) return null;
  const refs: CategoryRef[] = [];
  for (const item of value) {
    const { _id, name } = (item ?? {}) as Record<string, unknown>;
    if (typeof _id !== 'string' || typeof name !== 'string' || !_id || _id.length > 64 || name.length > 100)
      return null;
    if (!refs.some((ref) => ref._id === _id)) refs.push({ _id, name });
  }
  return refs;
}

/**
 * Turns the text fields of the Edit Information form into column changes. Only the fields sent
 * are changed; the first problem found is returned instead, and then nothing is changed.
 */
export function profileChanges(
  fields: Record<string, string>,
  current: UserRow,
  today: Date = new Date(),
): { changes: UserChanges } | { problem: string } {
  const changes: UserChanges = {};
  for (const [field, limit] of Object.entries(LIMITS)) {
    if ((fields[field] ?? '').length > limit) return { problem: `${field} must be at most ${limit} characters` };
  }
  if ('email' in fields && fields.email.trim() !== '' && normalizeEmail(fields.email) !== current.email) {
    return { problem: EMAIL_READ_ONLY };
  }
  if ('name' in fields) {
    if (!fields.name.trim()) return { problem: MESSAGES.nameEmpty };
    changes.name = fields.name.trim();
  }
  if ('info.dob' in fields) {
    const dob = fields['info.dob'].trim();
    const problem = dob === '' ? null : dateOfBirthProblem(dob, today);
    if (problem) return { problem };
    changes.dob = dob;
  }
  if ('info.address' in fields) changes.address = fields['info.address'].trim();
  if ('info.biography' in fields) changes.biography = fields['info.biography'].trim();
  if ('info.achievements' in fields) changes.achievements = fields['info.achievements'].trim();
  if ('info.categories' in fields) {
    const categories = parseCategories(fields['info.categories']);
    if (!categories) return { problem: CATEGORIES_INVALID };
    changes.categories = JSON.stringify(categories);
  }
  if ('settings.private' in fields) {
    const value = fields['settings.private'].trim();
    if (value !== 'true' && value !== 'false') return { problem: PRIVATE_INVALID };
    changes.is_private = value === 'true';
  }
  const shipping: Partial<ShippingInfo> = {};
  for (const key of SHIPPING_KEYS) {
    const value = fields[`shippingInfo.${key}`];
    if (value === undefined) continue;
    if (value.length > SHIPPING_LIMIT)
      return { problem: `shippingInfo.${key} must be at most ${SHIPPING_LIMIT} characters` };
    // The old form sends phone and postal code through parseInt: "NaN" means it was left empty.
    shipping[key] = value.trim() === 'NaN' ? '' : value.trim();
  }
  if (Object.keys(shipping).length > 0)
    changes.shipping_info = JSON.stringify({ ...current.shipping_info, ...shipping });
  return { changes };
}
