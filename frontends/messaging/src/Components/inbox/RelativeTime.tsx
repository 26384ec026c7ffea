import { intlLocale } from '@art/ui';
import { type TimeAgoUnit, TimeWithFullDate, timeAgo } from '@art/ui/time';
import { useEffect, useState } from 'react';
import { useMessagingTranslation } from '../../hooks/useMessagingTranslation.js';

/** The inbox's compact units: s, m, h, d, y. */
const UNIT_KEYS: Record<TimeAgoUnit, string> = {
  second: 'time.s',
  minute: 'time.m',
  hour: 'time.h',
  day: 'time.d',
  year: 'time.y',
};

/** "45s", "3m", "2h"…, kept current while shown (every 30 s). */
export function RelativeTime({ at }: { at: string }) {
  const { t, i18n } = useMessagingTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const { count, unit } = timeAgo(at, now);
  return (
    <TimeWithFullDate at={at} locale={intlLocale(i18n.language)}>
      {t(UNIT_KEYS[unit], { count })}
    </TimeWithFullDate>
  );
}
