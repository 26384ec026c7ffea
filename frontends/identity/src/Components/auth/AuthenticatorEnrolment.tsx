import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { groupedSecret } from '../../lib/secondFactor.js';
import './AuthenticatorEnrolment.css';

type AuthenticatorEnrolmentProps = { secret: string; otpauthUri: string };

/** The first sign-in of an operator: the key to add to an authenticator app, typed or opened on this device. */
export function AuthenticatorEnrolment({ secret, otpauthUri }: AuthenticatorEnrolmentProps) {
  const { t } = useIdentityTranslation();
  return (
    <div className="identity-enrol" data-testid="second-factor-enrolment">
      <h2 className="identity-enrol__title">{t('secondFactor.enrolTitle')}</h2>
      <ol className="identity-enrol__steps">
        <li>{t('secondFactor.enrolStep1')}</li>
        <li>
          {t('secondFactor.enrolStep2')}
          <code className="identity-enrol__secret" data-testid="second-factor-secret">
            {groupedSecret(secret)}
          </code>
          <a href={otpauthUri}>{t('secondFactor.openInApp')}</a>
        </li>
        <li>{t('secondFactor.enrolStep3')}</li>
      </ol>
    </div>
  );
}
