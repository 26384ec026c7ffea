import { Button, useSnackbar } from '@art/ui';
import { useEffect, useRef, useState } from 'react';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import './RecoveryCodes.css';

type RecoveryCodesProps = { codes: string[]; onContinue: () => void };

/**
 * The recovery codes, shown this once after the authenticator is confirmed: each signs in once in
 * place of the app's code. Focus comes here; Continue starts the session.
 */
export function RecoveryCodes({ codes, onContinue }: RecoveryCodesProps) {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const ref = useRef<HTMLElement>(null);
  const [hasSaved, setHasSaved] = useState(false);

  useEffect(() => {
    ref.current?.focus();
  }, []);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showSnackbar(t('secondFactor.codesCopied'), { type: 'success' });
    } catch (error) {
      console.error('recovery codes not copied', error);
      showSnackbar(t('secondFactor.codesCopyFailed'), { type: 'error' });
    }
  }

  return (
    <section
      ref={ref}
      className="identity-recovery"
      aria-labelledby="identity-recovery-title"
      tabIndex={-1}
      data-testid="recovery-codes"
    >
      <h2 id="identity-recovery-title" className="identity-recovery__title">
        {t('secondFactor.codesTitle')}
      </h2>
      <p>{t('secondFactor.codesIntro')}</p>
      <ul className="identity-recovery__codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <p className="identity-recovery__warning">{t('secondFactor.codesOnce')}</p>
      <label className="identity-recovery__saved">
        <input type="checkbox" checked={hasSaved} onChange={(event) => setHasSaved(event.target.checked)} />{' '}
        {t('secondFactor.codesSaved')}
      </label>
      <div className="identity-between">
        <Button variant="secondary" size="small" onClick={() => void handleCopy()} data-testid="recovery-copy">
          {t('secondFactor.codesCopy')}
        </Button>
        <Button onClick={onContinue} disabled={!hasSaved} data-testid="recovery-continue">
          {t('secondFactor.codesContinue')}
        </Button>
      </div>
    </section>
  );
}
