import { Button, useSnackbar } from '@art/ui';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import '../identity.css';

/**
 * Google-type and Facebook-type sign-in. The providers' browser SDKs need their sites, which this
 * build cannot reach or bundle; until a client id is configured the buttons report a failure ("Something went wrong").
 */
export function SocialButtons() {
  const { t } = useIdentityTranslation();
  const { showSnackbar } = useSnackbar();
  const handleUnavailable = () => showSnackbar(t('login.socialFailed'), { type: 'error' });
  return (
    <div className="identity-social">
      <Button variant="secondary" isFullWidth onClick={handleUnavailable} data-testid="login-google">
        {t('login.google')}
      </Button>
      <Button variant="secondary" isFullWidth onClick={handleUnavailable} data-testid="login-facebook">
        {t('login.facebook')}
      </Button>
    </div>
  );
}
