import { Button, TextInput } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import {
  type ArtistCodeFormErrors,
  artistCodeBody,
  artistCodeFormErrors,
  emptyArtistCodeForm,
} from '../../lib/artistCodeForm.js';
import { ARTIST_CODE_DAYS_MAX, ARTIST_CODE_DAYS_MIN } from '../../lib/artistCodeLimits.js';
import '../moderation.css';

type IssueArtistCodeFormProps = {
  isBusy: boolean;
  onIssue: (body: { expiresInDays: number; email?: string }) => void;
};

/** Expiry in days (30 by default) and an optional e-mail the code is bound to. */
export function IssueArtistCodeForm({ isBusy, onIssue }: IssueArtistCodeFormProps) {
  const { t } = useModerationTranslation();
  const [form, setForm] = useState(emptyArtistCodeForm);
  const [errors, setErrors] = useState<ArtistCodeFormErrors>({});

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = artistCodeFormErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    onIssue(artistCodeBody(form));
    setForm(emptyArtistCodeForm());
  }

  return (
    <form className="mod-form-row" onSubmit={handleSubmit} noValidate data-testid="mod-issue-form">
      <TextInput
        label={t('artistCodes.days')}
        hint={t('artistCodes.daysHint', { min: ARTIST_CODE_DAYS_MIN, max: ARTIST_CODE_DAYS_MAX })}
        type="number"
        inputMode="numeric"
        min={ARTIST_CODE_DAYS_MIN}
        max={ARTIST_CODE_DAYS_MAX}
        name="expiresInDays"
        value={form.days}
        error={errors.days ? t(errors.days) : null}
        onChange={(event) => setForm({ ...form, days: event.target.value })}
      />
      <TextInput
        label={t('artistCodes.email')}
        hint={t('artistCodes.emailHint')}
        type="email"
        name="email"
        autoComplete="off"
        value={form.email}
        error={errors.email ? t(errors.email) : null}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      <Button type="submit" isLoading={isBusy} data-testid="mod-issue-submit">
        {t('artistCodes.issue')}
      </Button>
    </form>
  );
}
