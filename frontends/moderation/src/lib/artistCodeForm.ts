import { ARTIST_CODE_DAYS_DEFAULT, ARTIST_CODE_DAYS_MAX, ARTIST_CODE_DAYS_MIN } from './artistCodeLimits.js';

export type ArtistCodeForm = { days: string; email: string };
export type ArtistCodeFormErrors = Partial<Record<keyof ArtistCodeForm, string>>;

export const emptyArtistCodeForm = (): ArtistCodeForm => ({ days: String(ARTIST_CODE_DAYS_DEFAULT), email: '' });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The message keys of what is wrong with the form (days a whole number in range; e-mail empty or an address). */
export function artistCodeFormErrors(form: ArtistCodeForm): ArtistCodeFormErrors {
  const errors: ArtistCodeFormErrors = {};
  const days = Number(form.days);
  if (!/^\d+$/.test(form.days.trim()) || days < ARTIST_CODE_DAYS_MIN || days > ARTIST_CODE_DAYS_MAX)
    errors.days = 'artistCodes.daysInvalid';
  if (form.email.trim() && !EMAIL.test(form.email.trim())) errors.email = 'artistCodes.emailInvalid';
  return errors;
}

/** The body the issue call sends (no e-mail: anyone may use the code). */
export function artistCodeBody(form: ArtistCodeForm): { expiresInDays: number; email?: string } {
  const email = form.email.trim();
  return email ? { expiresInDays: Number(form.days), email } : { expiresInDays: Number(form.days) };
}
