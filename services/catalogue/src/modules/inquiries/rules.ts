import type { InquiryBody } from '@art/contracts';
import { badRequest } from '@art/kit';

export const INQUIRY_NAME_REQUIRED = 'Full name is required';
export const INQUIRY_EMAIL_REQUIRED = 'Email is required';
export const INQUIRY_EMAIL_INVALID = 'Please enter a valid email address';
export const INQUIRY_PHONE_REQUIRED = 'Phone number is required';
export const INQUIRY_MESSAGE_REQUIRED = 'Message is required';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type CheckedInquiry = { [K in keyof InquiryBody]: string };

/**
 * The form's fields, trimmed, checked in the form's order (full name, e-mail, phone, message): the
 * first problem is the answer. Art, artist and picture are optional context.
 */
export function checkInquiry(body: Partial<InquiryBody>): CheckedInquiry {
  const field = (value: string | undefined) => (value ?? '').trim();
  const inquiry: CheckedInquiry = {
    name: field(body.name),
    email: field(body.email),
    phone: field(body.phone),
    message: field(body.message),
    art: field(body.art),
    artist: field(body.artist),
    artImage: field(body.artImage),
  };
  if (!inquiry.name) throw badRequest(INQUIRY_NAME_REQUIRED);
  if (!inquiry.email) throw badRequest(INQUIRY_EMAIL_REQUIRED);
  if (!EMAIL_PATTERN.test(inquiry.email)) throw badRequest(INQUIRY_EMAIL_INVALID);
  if (!inquiry.phone) throw badRequest(INQUIRY_PHONE_REQUIRED);
  if (!inquiry.message) throw badRequest(INQUIRY_MESSAGE_REQUIRED);
  return inquiry;
}
