import { type MemberLanguage, OPTIONAL_MAIL_KINDS, type OptionalMailKind } from '@art/contracts';
import type { RenderedMail } from './layout.js';
import { type InquiryReceivedMail, inquiryReceivedMail } from './templates/inquiry-received.js';
import {
  type AccountReinstatedMail,
  type AccountSuspendedMail,
  type AppealRejectedMail,
  accountReinstatedMail,
  accountSuspendedMail,
  appealRejectedMail,
  type StudioApprovedMail,
  type StudioRejectedMail,
  studioApprovedMail,
  studioRejectedMail,
} from './templates/moderation.js';
import { type NewOrderMail, newOrderMail } from './templates/new-order.js';
import { type NewWorksDigestMail, newWorksDigestMail } from './templates/new-works-digest.js';
import { type OrderConfirmationMail, orderConfirmationMail } from './templates/order-confirmation.js';
import { type OrderUpdateMail, orderUpdateMail } from './templates/order-update.js';
import { type PasswordChangedMail, passwordChangedMail } from './templates/password-changed.js';
import { type PasswordResetMail, passwordResetMail } from './templates/password-reset.js';
import { type PaymentReceivedMail, paymentReceivedMail } from './templates/payment-received.js';
import { type StudioRequestReceivedMail, studioRequestReceivedMail } from './templates/studio-request-received.js';
import { type VerificationCodeMail, verificationCodeMail } from './templates/verification-code.js';
import { type WelcomeMail, welcomeMail } from './templates/welcome.js';
import { type MailWords, mailWords } from './words.js';

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
  /** Commerce: to the buyer (address read from identity) once a payment came in; a receipt. */
  'payment-received': PaymentReceivedMail;
  /** Commerce: to the buyer when the artist confirms, ships or delivers items. */
  'order-progress': OrderUpdateMail;
  /** Commerce: to the buyer when items are cancelled by the artist or for want of payment or confirmation. */
  'order-cancelled': OrderUpdateMail;
  /** Commerce: to the buyer when money is owed back and on its way. */
  'refund-pending': OrderUpdateMail;
  /** Commerce: to the buyer once the money is back; a receipt. */
  'refund-made': OrderUpdateMail;
  /** Moderation: the applicant's studio was approved (identity's UserBecameArtist via studio-request). */
  'studio-approved': StudioApprovedMail;
  /** Moderation: the applicant's studio request was rejected, with the reason. */
  'studio-rejected': StudioRejectedMail;
  /** Moderation: the member was suspended, with the reason (they cannot sign in to read a notification). */
  'account-suspended': AccountSuspendedMail;
  /** Moderation: the suspension was lifted. */
  'account-reinstated': AccountReinstatedMail;
  /** Moderation: the suspended member's appeal was not granted, with the reason. */
  'appeal-rejected': AppealRejectedMail;
  /** The daily digest of new works by followed studios (address read from identity), optional. */
  'new-works-digest': NewWorksDigestMail;
}

export type MailKind = keyof MailProps;

/** Every optional kind is a kind of mail this service sends (the list is in @art/contracts). */
const optionalKindsAreMailKinds: readonly MailKind[] = OPTIONAL_MAIL_KINDS;
void optionalKindsAreMailKinds;

export type { OptionalMailKind } from '@art/contracts';
export { OPTIONAL_MAIL_KINDS };

export function isOptionalMailKind(kind: string): kind is OptionalMailKind {
  return (OPTIONAL_MAIL_KINDS as readonly string[]).includes(kind);
}

const templates: { [K in MailKind]: (props: MailProps[K], words: MailWords) => RenderedMail } = {
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
  'order-progress': orderUpdateMail,
  'order-cancelled': orderUpdateMail,
  'refund-pending': orderUpdateMail,
  'refund-made': orderUpdateMail,
  'studio-approved': studioApprovedMail,
  'studio-rejected': studioRejectedMail,
  'account-suspended': accountSuspendedMail,
  'account-reinstated': accountReinstatedMail,
  'appeal-rejected': appealRejectedMail,
  'new-works-digest': newWorksDigestMail,
};

export function isMailKind(name: string): name is MailKind {
  return Object.hasOwn(templates, name);
}

/** The mail of `kind` written in `language` (recipient-language.ts says whose); English unless told. */
export function renderMail<K extends MailKind>(
  kind: K,
  props: MailProps[K],
  language: MemberLanguage = 'en',
): RenderedMail {
  return templates[kind](props, mailWords(language));
}
