import { ApiError } from '@art/sdk';
import { Button, TextInput, useSnackbar } from '@art/ui';
import { type FormEvent, useState } from 'react';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { useRegistration } from '../../hooks/useRegistration.js';
import { rememberRegisteredEmail } from '../../lib/registeredEmail.js';
import { type RegisterFields, registerProblem } from '../../lib/validation.js';
import '../identity.css';

type RegisterFormProps = { onGoBack: () => void; onRegistered: () => void };

const EMPTY: RegisterFields = { name: '', email: '', password: '', confirmPassword: '' };

export function RegisterForm({ onGoBack, onRegistered }: RegisterFormProps) {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const [fields, setFields] = useState(EMPTY);
  const [problem, setProblem] = useState<ReturnType<typeof registerProblem>>(null);

  const register = useRegistration({
    onSuccess: (_, body) => {
      // The Verify page, usually next, asks whose code it is: this address, unless changed there.
      rememberRegisteredEmail(body.email.trim());
      showSnackbar(t('register.success'), { type: 'success', duration: 7000 });
      setFields(EMPTY);
      onRegistered();
    },
    onError: (error) => {
      const refusal = error instanceof ApiError ? error : null;
      const text =
        refusal?.status === 'password-too-common'
          ? t('common.passwordTooCommon')
          : refusal?.status === 'rate-limited'
            ? t('common.tooManyAttempts')
            : refusal?.message || t('register.failed');
      showSnackbar(text, { type: 'error' });
    },
  });

  function handleChange(name: keyof RegisterFields, value: string) {
    setFields({ ...fields, [name]: value });
    if (problem?.field === name) setProblem(null);
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const found = registerProblem(fields);
    setProblem(found);
    if (found) {
      showSnackbar(t(found.key), { type: 'error' });
      return;
    }
    register.mutate(fields);
  }

  const errorOf = (field: keyof RegisterFields) => (problem?.field === field ? t(problem.key) : null);

  return (
    <form className="identity-form" onSubmit={handleSubmit} noValidate data-testid="register-form">
      <TextInput
        label={t('register.fullName')}
        name="name"
        autoComplete="name"
        required
        value={fields.name}
        onChange={(e) => handleChange('name', e.target.value)}
        error={errorOf('name')}
      />
      <TextInput
        label={t('common.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={fields.email}
        onChange={(e) => handleChange('email', e.target.value)}
        error={errorOf('email')}
      />
      <TextInput
        label={t('common.password')}
        type="password"
        name="password"
        autoComplete="new-password"
        required
        hint={t('register.passwordHint')}
        value={fields.password}
        onChange={(e) => handleChange('password', e.target.value)}
        error={errorOf('password')}
      />
      <TextInput
        label={t('register.confirmPassword')}
        type="password"
        name="confirm-password"
        autoComplete="new-password"
        required
        value={fields.confirmPassword}
        onChange={(e) => handleChange('confirmPassword', e.target.value)}
        error={errorOf('confirmPassword')}
      />
      <div className="identity-between">
        <Button variant="text" onClick={onGoBack} data-testid="register-go-back">
          {t('register.goBack')}
        </Button>
        <Button type="submit" isLoading={register.isPending} data-testid="register-submit">
          {t('register.submit')}
        </Button>
      </div>
    </form>
  );
}
