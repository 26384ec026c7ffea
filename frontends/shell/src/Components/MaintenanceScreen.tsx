import { usePageTitle } from '@art/ui';
import { useTranslation } from 'react-i18next';

/** Replaces the whole app when the health check fails; rendered outside the router, so no links. */
export function MaintenanceScreen() {
  const { t } = useTranslation('shell');
  usePageTitle(t('maintenance.message'));
  return (
    <main className="shell-maintenance" data-testid="maintenance">
      <span className="shell-logo" aria-hidden="true">
        {t('brand')}
      </span>
      <p role="alert">{t('maintenance.message')}</p>
    </main>
  );
}
