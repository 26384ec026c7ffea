import { Button, usePageTitle } from '@art/ui';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';

export function NotFoundRoute() {
  const { t } = useTranslation('shell');
  usePageTitle(t('notFound.title'));
  const [, navigate] = useLocation();
  return (
    <section className="shell-notice shell-not-found" data-testid="not-found">
      <p className="shell-not-found__code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <Button onClick={() => navigate('/')}>{t('notFound.backHome')}</Button>
    </section>
  );
}
