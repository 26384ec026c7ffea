import { Spinner } from '@art/ui';
import { useTranslation } from 'react-i18next';

export function PageLoader() {
  const { t } = useTranslation('shell');
  return (
    <div className="shell-page-loader">
      <Spinner label={t('session.loading')} />
    </div>
  );
}
