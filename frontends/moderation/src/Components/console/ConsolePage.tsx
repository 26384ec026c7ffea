import { usePageTitle } from '@art/ui';
import type { ReactNode } from 'react';
import { PAGE_HEADING_ID } from '../../lib/focus.js';
import { ConsoleNav } from './ConsoleNav.js';
import './ConsolePage.css';

type ConsolePageProps = {
  /** The page's one h1, also its document title. */
  title: string;
  intro?: string;
  testId: string;
  children: ReactNode;
};

/** Every console page: the sections' navigation, then the page's one h1 and its content. */
export function ConsolePage({ title, intro, testId, children }: ConsolePageProps) {
  usePageTitle(title);
  return (
    <div className="mod-page" data-testid={testId}>
      <ConsoleNav />
      <h1 id={PAGE_HEADING_ID} className="mod-page__title" tabIndex={-1}>
        {title}
      </h1>
      {intro && <p className="mod-page__intro">{intro}</p>}
      {children}
    </div>
  );
}
