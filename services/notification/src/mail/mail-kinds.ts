import type { RenderedMail } from './layout.js';
import { type InquiryReceivedMail, inquiryReceivedMail } from './templates/inquiry-received.js';
import { type NewOrderMail, newOrderMail } from './templates/new-order.js';
import { type OrderConfirmationMail, orderConfirmationMail } from './templates/order-confirmation.js';
import { type PasswordChangedMail, passwordChangedMail } from './templates/password-changed.js';
import { type PasswordResetMail, passwordResetMail } from './templates/password-reset.js';
import { type PaymentReceivedMail, paymentReceivedMail } from './templates/payment-received.js';
import { type StudioRequestReceivedMail, studioRequestReceivedMail } from './templates/studio-request-received.js';
import { type VerificationCodeMail, verificationCodeMail } from './templates/verification-code.js';
import { type WelcomeMail, welcomeMail } from './templates/welcome.js';

/** What each kind of mail needs to be written; the job carries exactly this. */
export interface MailProps {
  'verification-code': VerificationCodeMail;
  'password-reset': PasswordResetMail;
  'password-changed': PasswordChangedMail;
  welcome: WelcomeMail;
  'studio-request-received': StudioRequestReceivedMail;
  /** One inquiry gives two mails, one per kind, so each has its own job (`<kind>.<event id>`). */
  'inquiry-studio': InquiryReceivedMail;
  'inquiry-support': InquiryReceivedMail;
  /** Commerce: to the buyer (address in the event), one per order. */
  'order-confirmation': OrderConfirmationMail;
  /** Commerce: to each artist of an order (address read from identity), job `<kind>.<event id>.<artist id>`. */
  'new-order': NewOrderMail;
  /** Commerce: to the buyer (address read from identity) once a payment came in. */
  'payment-received': PaymentReceivedMail;
}

export type MailKind = keyof MailProps;

/**
 * The kinds a member may turn off (GET/PUT /api/notifications/preferences). Never the account
 * mails (verification code, password reset, the password-changed security notice), nor the welcome
 * (sent before anyone could choose), nor inquiries (addressed by the studio's e-mail; the event
 * names no member to ask) and the support copy (the team's mailbox).
 */
export const OPTIONAL_MAIL_KINDS = [
  'studio-request-received',
  'order-confirmation',
  'new-order',
  'payment-received',
] as const satisfies readonly MailKind[];
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

export function isOptionalMailKind(kind: string): kind is OptionalMailKind {
  return (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind);
}

const templates: { [K in MailKind]: (props: MailProps[K]) => RenderedMail } = {
  'verification-code': verificationCodeMail,
  'password-reset': passwordResetMail,
  'password-changed': passwordChangedMail,
  welcome: welcomeMail,
  'studio-request-received': studioRequestReceivedMail,
  'inquiry-studio': inquiryReceivedMail,
  'inquiry-support': inquiryReceivedMail,
  'order-confirmation': orderConfirmationMail,
  'new-order': newOrderMail,
  'payment-received': paymentReceivedMail,
};

export function isMailKind(name: string): name is MailKind {
  return Object.hasOwn(templates, name);
}

export function renderMail<K extends MailKind>(kind: K, props: MailProps[K]): RenderedMail {
  return templates[kind](props);
}
