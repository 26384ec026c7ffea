import { Button, usePageTitle } from '@art/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

type ComingSoonRouteProps = { area: string };

/** Routes of areas whose remote is not deployed yet: a clear page instead of a blank screen. */
export function ComingSoonRoute({ area }: ComingSoonRouteProps) {
  const { t } = useTranslation('shell');
  usePageTitle(t('comingSoon.title'));
  const [, navigate] = useLocation();
  return (
    <section className="shell-notice" data-testid="coming-soon" data-area={area}>
      <h1>{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.body', { area: t(`areas.${area}`, { defaultValue: area }) })}</p>
      <Button onClick={() => navigate('/')}>{t('comingSoon.backHome')}</Button>
    </section>
  );
}
