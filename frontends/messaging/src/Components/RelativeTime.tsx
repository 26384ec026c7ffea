import { useEffect, useState } from 'react';
import { useMessagingTranslation } from '../hooks/useMessagingTranslation.js';
import { relativeTime } from '../lib/relativeTime.js';

/** "45s", "3m", "2h"…, kept current while shown (every 30 s). */
export function RelativeTime({ at }: { at: string }) {
  const { t } = useMessagingTranslation();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const { count, unit } = relativeTime(at, now);
  const date = new Date(at);
  return (
    <time dateTime={Number.isNaN(date.getTime()) ? undefined : date.toISOString()} title={date.toLocaleString()}>
      {t(`time.${unit}`, { count })}
    </time>
  );
}
