import { intlLocale } from '@art/ui';
import { type TimeAgoUnit, TimeWithFullDate, timeAgo } from '@art/ui/time';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import '../social.css';

/** The post's translation key for each unit ("5m", "3h"…). */
const UNIT_KEYS: Record<TimeAgoUnit, string> = {
  second: 'time.seconds',
  minute: 'time.minutes',
  hour: 'time.hours',
  day: 'time.days',
  year: 'time.years',
};

/** Under this many seconds a post was made "just now". */
const JUST_NOW_SECONDS = 5;

/** Time since posting ("5m"), with the full date on hover. */
export function PostTime({ created }: { created: string }) {
  const { t, i18n } = useSocialTranslation();
  const { count, unit } = timeAgo(created);
  const label = unit === 'second' && count < JUST_NOW_SECONDS ? t('time.justNow') : t(UNIT_KEYS[unit], { count });
  return (
    <TimeWithFullDate className="soc-muted" at={created} locale={intlLocale(i18n.language)}>
      {label}
    </TimeWithFullDate>
  );
}
