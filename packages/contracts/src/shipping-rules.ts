/**
 * The checkout's shipping checks, in the order the form shows them, with their messages. The service runs them on
 * every order (the only check that counts); the remote runs the same ones to say it sooner.
 */
export type ShippingFields = {
  name: string;
  email: string;
  phone: string;
  country: string;
  city: string;
  state: string;
  postalCode: string;
  address: string;
};

export const SHIPPING_MESSAGES = {
  name: 'Name field is required',
  emailRequired: 'Email field is required',
  email: 'Email address is not valid',
  phoneRequired: 'Phone field is required',
  phone: 'Phone number is not valid',
  phoneTyping: 'Phone number must be 10 Digits',
  country: 'Country field is required',
  city: 'City field is required',
  state: 'State field is required',
  postalCodeRequired: 'Postal Code field is required',
  postalCode: 'Postal Code is invalid',
  address: 'Address field is required',
} as const;

// One @, no spaces, a dot in the domain: what a mail server accepts in practice.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\d{10}$/;
const POSTAL_CODE = /^\d{5}(-\d{4})?$/;

/** The first failing check's message, or null when the shipping details may be sent. */
export function firstShippingError(info: ShippingFields): string | null {
  const blank = (value: string) => value.trim() === '';
  if (blank(info.name)) return SHIPPING_MESSAGES.name;
  if (blank(info.email)) return SHIPPING_MESSAGES.emailRequired;
  if (!EMAIL.test(info.email.trim())) return SHIPPING_MESSAGES.email;
  if (blank(info.phone)) return SHIPPING_MESSAGES.phoneRequired;
  if (!PHONE.test(info.phone.trim())) return SHIPPING_MESSAGES.phone;
  if (blank(info.country)) return SHIPPING_MESSAGES.country;
  if (blank(info.city)) return SHIPPING_MESSAGES.city;
  if (blank(info.state)) return SHIPPING_MESSAGES.state;
  if (blank(info.postalCode)) return SHIPPING_MESSAGES.postalCodeRequired;
  if (!POSTAL_CODE.test(info.postalCode.trim())) return SHIPPING_MESSAGES.postalCode;
  if (blank(info.address)) return SHIPPING_MESSAGES.address;
  return null;
}

/** Shown while typing, before the form is sent: more than 9 characters that are not exactly 10 digits. */
export function phoneTypingHint(phone: string): string | null {
  return phone.length > 9 && !PHONE.test(phone) ? SHIPPING_MESSAGES.phoneTyping : null;
}

/** Order and Payment open only when every required field holds something (the checkout's enabling rule). */
export function requiredShippingFilled(info: ShippingFields): boolean {
  return (['name', 'email', 'phone', 'country', 'city', 'state', 'postalCode', 'address'] as const).every(
    (key) => info[key].trim() !== '',
  );
}
