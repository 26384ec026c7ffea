import { ApiError, auth } from '@art/sdk';
import { Button, TextInput, useSnackbar } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { useIdentityTranslation } from '../hooks/useIdentityTranslation.js';
import { registerError } from '../validation.js';

type RegisterFormProps = { onGoBack: () => void; onRegistered: () => void };

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm({ onGoBack, onRegistered }: RegisterFormProps) {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const [fields, setFields] = useState(EMPTY);
  const [isSubmitting, setIsSubmitting] = useState(false);

  function handleChange(name: keyof typeof EMPTY, value: string) {
    setFields({ ...fields, [name]: value });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const errorKey = registerError(fields);
    if (errorKey) {
      showSnackbar(t(errorKey), { type: 'error' });
      return;
    }
    setIsSubmitting(true);
    try {
      await auth.register(fields);
      showSnackbar(t('register.success'), { type: 'success', duration: 7000 });
      setFields(EMPTY);
      onRegistered();
    } catch (error) {
      showSnackbar(error instanceof ApiError && error.message ? error.message : t('register.failed'), {
        type: 'error',
      });
    } finally {
      setIsSubmitting(false);
    }
  }

  return (
    <form className="identity-form" onSubmit={handleSubmit} noValidate data-testid="register-form">
      <TextInput
        label={t('register.fullName')}
        name="name"
        autoComplete="name"
        value={fields.name}
        onChange={(e) => handleChange('name', e.target.value)}
      />
      <TextInput
        label={t('common.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={fields.email}
        onChange={(e) => handleChange('email', e.target.value)}
      />
      <TextInput
        label={t('common.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        hint={t('register.passwordHint')}
        value={fields.password}
        onChange={(e) => handleChange('password', e.target.value)}
      />
      <TextInput
        label={t('register.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        value={fields.confirmPassword}
        onChange={(e) => handleChange('confirmPassword', e.target.value)}
      />
      <div className="identity-between">
        <Button variant="text" onClick={onGoBack} data-testid="register-go-back">
          {t('register.goBack')}
        </Button>
        <Button type="submit" isLoading={isSubmitting} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </div>
    </form>
  );
}
