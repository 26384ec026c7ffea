import { ApiError, auth } from '@art/sdk';
import { Button, TextInput, usePageTitle, useSnackbar } from '@art/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { AuthCard } from '../../Components/auth/AuthCard.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { type FieldProblem, newPasswordProblem } from '../../lib/validation.js';
import '../../Components/identity.css';
import './ResetWithTokenRoute.css';
import { useRefusalText } from '@art/ui/refusals';

export function ResetWithTokenRoute() {
  const { t } = useIdentityTranslation();
  const refusalText = useRefusalText();
  usePageTitle(t('resetWithToken.title'));
  const { token = '' } = useParams<{ token: string }>();
  const [, navigate] = useLocation();
  const { showSnackbar } = useSnackbar();
  const serverErrorsId = useId();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [problem, setProblem] = useState<FieldProblem<'password' | 'confirmPassword'> | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);

  const reset = useMutation({
    mutationFn: () => auth.resetPassword(token, { password, confirmPassword }),
    onSuccess: () => {
      showSnackbar(t('resetWithToken.changed'), { type: 'success' });
      navigate('/login');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 'not-found') {
        showSnackbar(t('resetWithToken.invalidToken'), { type: 'error' });
      } else if (error instanceof ApiError && error.status === 'password-too-common') {
        setServerErrors([t('common.passwordTooCommon')]);
        showSnackbar(t('common.passwordTooCommon'), { type: 'error' });
      } else if (error instanceof ApiError && error.status === 'rate-limited') {
        showSnackbar(t('common.tooManyAttempts'), { type: 'error' });
      } else if (error instanceof ApiError && error.status === 'validate-error') {
        setServerErrors(error.messages.map((message) => refusalText(error.status, message, error.code)));
        showSnackbar(t('resetWithToken.validation'), { type: 'error' });
      } else {
        showSnackbar(t('resetWithToken.unexpected'), { type: 'error' });
      }
    },
  });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setServerErrors([]);
    const found = newPasswordProblem(password, confirmPassword);
    setProblem(found);
    if (found) {
      showSnackbar(t(found.key), { type: 'error' });
      return;
    }
    reset.mutate();
  }

  const hasServerErrors = serverErrors.length > 0;
  const errorOf = (field: 'password' | 'confirmPassword') => (problem?.field === field ? t(problem.key) : null);

  return (
    <AuthCard title={t('resetWithToken.title')} testId="reset-token-page">
      <form className="identity-form" onSubmit={handleSubmit} noValidate>
        <TextInput
          label={t('resetWithToken.newPassword')}
          type="password"
          name="password"
          autoComplete="new-password"
          required
          hint={t('register.passwordHint')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errorOf('password')}
          // The server's list is about the new password: it describes this field too.
          aria-invalid={hasServerErrors || errorOf('password') ? true : undefined}
          aria-describedby={hasServerErrors ? serverErrorsId : undefined}
        />
        <TextInput
          label={t('resetWithToken.confirmPassword')}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          value={confirmPassword}
          onChange={(e) => setConfirmPassword(e.target.value)}
          error={errorOf('confirmPassword')}
        />
        <div className="identity-actions">
          <Button type="submit" isLoading={reset.isPending} data-testid="reset-token-submit">
            {t('resetWithToken.submit')}
          </Button>
        </div>
        {hasServerErrors && (
          <div role="alert" id={serverErrorsId} data-testid="reset-errors">
            <p className="identity-invalid">{t('resetWithToken.errorsLabel')}</p>
            <ul className="identity-errors">
              {serverErrors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
      </form>
    </AuthCard>
  );
}
