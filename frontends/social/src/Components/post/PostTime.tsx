import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { timeSince } from '../../lib/timeSince.js';

/** Time since posting ("5m"), with the full date on hover and for screen readers. */
export function PostTime({ created }: { created: string }) {
  const { t, i18n } = useSocialTranslation();
  const since = timeSince(created);
  const label = since.unit === 'justNow' ? t('time.justNow') : t(`time.${since.unit}`, { count: since.count });
  return (
    <time className="soc-muted" dateTime={created} title={new Date(created).toLocaleString(i18n.language)}>
      {label}
    </time>
  );
}
