import { Button, usePageTitle } from '@art/ui';
import { useTranslation } from 'react-i18next';

type RouteCrashProps = { onRetry: () => void };

export function RouteCrash({ onRetry }: RouteCrashProps) {
  const { t } = useTranslation('shell');
  usePageTitle(t('routeError.title'));
  return (
    <section className="shell-notice" data-testid="route-crash">
      <h1>{t('routeError.title')}</h1>
      <Button variant="secondary" onClick={onRetry}>
        {t('routeError.retry')}
      </Button>
    </section>
  );
}
