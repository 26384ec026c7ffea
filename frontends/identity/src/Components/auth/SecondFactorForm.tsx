import { ApiError, auth } from '@art/sdk';
import { Button, TextInput, useSession, useSnackbar } from '@art/ui';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { isSecondFactorCode, normaliseSecondFactorCode } from '../../lib/secondFactor.js';
import { AuthenticatorEnrolment } from './AuthenticatorEnrolment.js';
import { RecoveryCodes } from './RecoveryCodes.js';
import '../identity.css';

type SecondFactorFormProps = {
  step: auth.SecondFactorStep;
  /** Back to e-mail and password (the challenge expired or was used). */
  onRestart: () => void;
};

/**
 * An operator's second step: the 6-digit code of the authenticator app (or one recovery code). While
 * no authenticator is confirmed, the key to add comes first; the first right code confirms it and
 * answers the recovery codes, shown once before the session starts.
 */
export function SecondFactorForm({ step, onRestart }: SecondFactorFormProps) {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const { signIn } = useSession();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState<{ user: auth.SessionResponse['user']; token: string; codes: string[] } | null>(
    null,
  );

  const verify = useMutation({
    mutationFn: (body: { challenge: string; code: string }) => auth.secondFactor(body),
    onSuccess: (body) => {
      if (body.recoveryCodes && body.recoveryCodes.length > 0) {
        setSaved({ user: body.user, token: body.token, codes: body.recoveryCodes });
        return;
      }
      signIn(body.user, body.token);
    },
    onError: (failure) => {
      const message = failure instanceof ApiError && failure.message ? failure.message : t('secondFactor.failed');
      setError(message);
      setCode('');
      showSnackbar(message, { type: 'error' });
    },
  });

  // The step replaced the login form the visitor was in: focus goes to its one field.
  useEffect(() => {
    document.querySelector<HTMLInputElement>('[data-testid="second-factor-code"]')?.focus();
  }, []);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const typed = normaliseSecondFactorCode(code);
    if (!isSecondFactorCode(typed)) {
      setError(t('secondFactor.codeInvalid'));
      return;
    }
    setError(null);
    verify.mutate({ challenge: step.challenge, code: typed });
  }

  if (saved) return <RecoveryCodes codes={saved.codes} onContinue={() => signIn(saved.user, saved.token)} />;

  return (
    <form className="identity-form" onSubmit={handleSubmit} noValidate data-testid="second-factor-form">
      {step.enrolment ? (
        <AuthenticatorEnrolment secret={step.enrolment.secret} otpauthUri={step.enrolment.otpauthUri} />
      ) : (
        <p className="identity-muted">{step.message || t('secondFactor.intro')}</p>
      )}
      <TextInput
        label={t('secondFactor.code')}
        hint={t('secondFactor.codeHint')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={64}
        value={code}
        error={error}
        onChange={(event) => setCode(event.target.value)}
        data-testid="second-factor-code"
      />
      <div className="identity-between">
        <Button variant="text" onClick={onRestart}>
          {t('secondFactor.restart')}
        </Button>
        <Button type="submit" isLoading={verify.isPending || verify.isSuccess} data-testid="second-factor-submit">
          {t('secondFactor.submit')}
        </Button>
      </div>
    </form>
  );
}
