import { Button } from '@art/ui';
import { useEffect, useRef } from 'react';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import './SuspendedNotice.css';

type SuspendedNoticeProps = {
  /** The server's refusal, which names the reason ("Your account has been suspended: …"). */
  message: string;
  onAppeal?: () => void;
};

/** Sign-in refused for a suspended account: why, and the way to appeal (once). Read at once (role alert). */
export function SuspendedNotice({ message, onAppeal }: SuspendedNoticeProps) {
  const { t } = useIdentityTranslation();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <div ref={ref} className="identity-suspended" role="alert" tabIndex={-1} data-testid="login-suspended">
      <p className="identity-suspended__title">{t('suspended.title')}</p>
      <p className="identity-suspended__message">{message}</p>
      {onAppeal && (
        <>
          <p className="identity-muted">{t('suspended.appealIntro')}</p>
          <Button variant="secondary" size="small" onClick={onAppeal} data-testid="login-appeal">
            {t('suspended.appeal')}
          </Button>
        </>
      )}
    </div>
  );
}
