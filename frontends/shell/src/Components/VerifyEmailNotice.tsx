import type { User } from '@art/sdk';
import { useSession } from '@art/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

export function VerifyEmailNotice() {
  const { t } = useTranslation('shell');
  const { user } = useSession<User>();
  if (user?.emailVerified !== 'false') return null;
  return (
    <div className="shell-verify-notice" role="status" data-testid="verify-email-notice">
      {t('session.verifyNotice')} <Link to="/verify">{t('session.verifyLink')}</Link>
    </div>
  );
}
