import type { CategoryRef, ProfileUpdate, ShippingInfo, User } from '@art/sdk';
import { fromApiDate, toApiDate } from '../../lib/validation.js';

// What the Edit Information form holds, and how it becomes the update the API takes.

export const SHIPPING_KEYS: (keyof ShippingInfo)[] = [
  'country',
  'city',
  'state',
  'postalCode',
  'address',
  'address2',
  'phoneNumber',
];

export type ProfileForm = {
  name: string;
  dob: string;
  address: string;
  biography: string;
  achievements: string;
  categories: CategoryRef[];
  isPrivate: boolean;
  shippingInfo: Record<keyof ShippingInfo, string>;
};

export function profileFormOf(user: User): ProfileForm {
  const shipping = (user.shippingInfo ?? {}) as ShippingInfo;
  return {
    name: user.name ?? '',
    dob: fromApiDate(user.info?.dob),
    address: user.info?.address ?? '',
    biography: user.info?.biography ?? '',
    achievements: user.info?.achievements ?? '',
    categories: user.info?.categories ?? user.categories ?? [],
    isPrivate: Boolean(user.settings?.private),
    shippingInfo: Object.fromEntries(SHIPPING_KEYS.map((key) => [key, String(shipping[key] ?? '')])) as Record<
      keyof ShippingInfo,
      string
    >,
  };
}

/**
 * Every shipping field is sent, an emptied one as '' (so the server clears it). Phone and postal
 * code stay text: a number would lose a postal code's leading zero, and multipart sends text anyway.
 * Pictures go only when picked in this edit.
 */
export function profileUpdateOf(
  form: ProfileForm,
  images: { picture: Blob | null; cover: Blob | null },
): ProfileUpdate {
  return {
    name: form.name.trim(),
    picture: images.picture,
    cover: images.cover,
    dob: form.dob ? toApiDate(form.dob) : '',
    address: form.address,
    biography: form.biography,
    achievements: form.achievements,
    categories: form.categories,
    isPrivate: form.isPrivate,
    shippingInfo: Object.fromEntries(SHIPPING_KEYS.map((key) => [key, form.shippingInfo[key].trim()])),
  };
}

/** The translation key of the first problem of a field, by field; empty when the form can be sent. */
export function profileFormErrors(form: ProfileForm): Partial<Record<'name', string>> {
  return form.name.trim() ? {} : { name: 'edit.nameEmpty' };
}
