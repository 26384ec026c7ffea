import { Button, usePageTitle } from '@art/ui';
import { useTranslation } from 'react-i18next';

type AreaUnavailableProps = { area: string; onRetry?: () => void };

/** Shown in place of a page whose remote could not be loaded; the rest of the shell keeps working. */
export function AreaUnavailable({ area, onRetry }: AreaUnavailableProps) {
  const { t } = useTranslation('shell');
  const title = t('unavailable.title', { area: t(`areas.${area}`, { defaultValue: area }) });
  usePageTitle(title);
  return (
    <section className="shell-notice" data-testid="area-unavailable" data-area={area}>
      <h1>{title}</h1>
      <p>{t('unavailable.body')}</p>
      <Button variant="secondary" onClick={onRetry ?? (() => window.location.reload())}>
        {t('unavailable.retry')}
      </Button>
    </section>
  );
}
