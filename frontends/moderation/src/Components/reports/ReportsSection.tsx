import type { ReactNode } from 'react';
import { QueryState, type QueryStateProps } from '../console/QueryState.js';
import './ReportsSection.css';

type ReportsSectionProps = {
  headingId: string;
  heading: string;
  /** The list's loading, failed and empty states, when it has its own query. */
  state?: Omit<QueryStateProps, 'children'>;
  /** The cards, each an <li>. */
  children: ReactNode;
};

/** One part of the reports queue (appeals, report cases): its heading names both the section and its list. */
export function ReportsSection({ headingId, heading, state, children }: ReportsSectionProps) {
  const list = (
    <ul className="mod-list" aria-labelledby={headingId}>
      {children}
    </ul>
  );
  return (
    <section className="mod-reports__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      {state ? <QueryState {...state}>{list}</QueryState> : list}
    </section>
  );
}
