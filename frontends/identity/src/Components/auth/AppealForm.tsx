import { auth } from '@art/sdk';
import { serverMessage } from '@art/sdk/refusals';
import { Button, TextArea, TextInput, useSnackbar } from '@art/ui';
import { useRefusalText } from '@art/ui/refusals';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { APPEAL_MAX, appealErrors } from '../../lib/appeal.js';
import '../identity.css';

type AppealFormProps = {
  /** The address the refused sign-in was made with. */
  initialEmail: string;
  onGoBack: () => void;
};

/**
 * A suspended member's one appeal: proven with the account's e-mail and password (signing in is not
 * possible), and why the suspension should be lifted. The marketplace team sees it in its queue.
 */
export function AppealForm({ initialEmail, onGoBack }: AppealFormProps) {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const [form, setForm] = useState({ email: initialEmail, password: '', text: '' });
  const [errors, setErrors] = useState<Partial<Record<'email' | 'password' | 'text', string>>>({});

  const send = useMutation({
    mutationFn: (body: { email: string; password: string; text: string }) => auth.appeal(body),
    onSuccess: (body) => {
      showSnackbar(typeof body.message === 'string' && body.message ? body.message : t('appeal.sent'), {
        type: 'success',
        duration: 6000,
      });
      onGoBack();
    },
    onError: (error) => {
      showSnackbar(serverMessage(error, t('appeal.failed'), refusalText), { type: 'error' });
      setForm((current) => ({ ...current, password: '' }));
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = appealErrors(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    send.mutate({ email: form.email.trim(), password: form.password, text: form.text.trim() });
  }

  return (
    <form className="identity-form" onSubmit={handleSubmit} noValidate data-testid="appeal-form">
      <TextInput
        label={t('common.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={form.email}
        error={errors.email ? t(errors.email) : null}
        onChange={(event) => setForm({ ...form, email: event.target.value })}
      />
      <TextInput
        label={t('common.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={form.password}
        error={errors.password ? t(errors.password) : null}
        onChange={(event) => setForm({ ...form, password: event.target.value })}
      />
      <TextArea
        label={t('appeal.text')}
        hint={t('appeal.textHint', { max: APPEAL_MAX })}
        name="text"
        rows={6}
        maxLength={APPEAL_MAX}
        value={form.text}
        error={errors.text ? t(errors.text) : null}
        onChange={(event) => setForm({ ...form, text: event.target.value })}
      />
      <div className="identity-between">
        <Button variant="text" onClick={onGoBack}>
          {t('register.goBack')}
        </Button>
        <Button type="submit" isLoading={send.isPending} data-testid="appeal-submit">
          {t('appeal.submit')}
        </Button>
      </div>
    </form>
  );
}
