import { type Static, Type } from 'typebox';

/**
 * Identity's internal routes, called by other services with the internal token (the gateway does
 * not route /internal). The mail worker reads here, at send time, what events no longer carry: the
 * secret of a code or reset link, and the address of the member.
 */
export const identityInternalPaths = {
  verificationCode: (userId: string, codeId: string) =>
    `/internal/users/${encodeURIComponent(userId)}/verification-codes/${encodeURIComponent(codeId)}`,
  resetToken: (userId: string, tokenId: string) =>
    `/internal/users/${encodeURIComponent(userId)}/reset-tokens/${encodeURIComponent(tokenId)}`,
  recipient: (userId: string) => `/internal/users/${encodeURIComponent(userId)}/recipient`,
};

/** The languages the marketplace speaks, in its pages and its mails. */
export const MemberLanguage = Type.Union([Type.Literal('en'), Type.Literal('ne'), Type.Literal('zh')]);
export type MemberLanguage = Static<typeof MemberLanguage>;

/**
 * Who a mail goes to, and the language the member reads the marketplace in (kept by identity);
 * optional so that an identity from before it still answers: the mail is then in English.
 */
export const MailRecipient = Type.Object({
  name: Type.String(),
  email: Type.String(),
  language: Type.Optional(MemberLanguage),
});
export type MailRecipient = Static<typeof MailRecipient>;

/** An open verification code, handed out to the mail worker; 410 once it is used or expired. */
export const VerificationCodeForMail = Type.Object({
  ...MailRecipient.properties,
  code: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type VerificationCodeForMail = Static<typeof VerificationCodeForMail>;

/** An open reset token, handed out to the mail worker; 410 once it is used, replaced or expired. */
export const ResetTokenForMail = Type.Object({
  ...MailRecipient.properties,
  token: Type.String(),
  expiresAt: Type.String({ format: 'date-time' }),
});
export type ResetTokenForMail = Static<typeof ResetTokenForMail>;
