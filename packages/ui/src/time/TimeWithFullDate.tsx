import { type ReactNode, useState } from 'react';
import { formatDateTime } from './index.js';

type TimeWithFullDateProps = {
  /** The moment (an ISO string). */
  at: string;
  /** The reader's Intl locale (see intlLocale). */
  locale: string;
  className?: string;
  /** What is shown: "5m", "3h ago"… */
  children: ReactNode;
};

/**
 * A short time ("5m") whose full date shows on hover. The date is written when the pointer first
 * comes over it, not with the page: a page's first Intl.DateTimeFormat costs about 24 ms of a
 * desktop's main thread loading calendar data (four times that on Lighthouse's phone), and a feed
 * drew it with its first posts, before its largest picture could paint.
 */
export function TimeWithFullDate({ at, locale, className, children }: TimeWithFullDateProps) {
  const [title, setTitle] = useState<string>();
  const date = new Date(at);
  const isTime = !Number.isNaN(date.getTime());
  return (
    <time
      className={className}
      dateTime={isTime ? date.toISOString() : undefined}
      title={title}
      onPointerEnter={() => {
        if (title === undefined && isTime) setTitle(formatDateTime(date, locale));
      }}
    >
      {children}
    </time>
  );
}
