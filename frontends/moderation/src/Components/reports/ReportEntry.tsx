import type { ReportCase } from '@art/sdk/moderation';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import { ContentSnapshotView } from './ContentSnapshotView.js';
import '../moderation.css';
import './ReportEntry.css';

type ReportEntryProps = {
  report: ReportCase['reports'][number];
  /** The case's first snapshot: a report that saw other content (edited since) shows its own. */
  firstSnapshot: ReportCase['snapshot'];
};

/** One report: who, when, the category they chose and what they wrote. */
export function ReportEntry({ report, firstSnapshot }: ReportEntryProps) {
  const { t, i18n } = useModerationTranslation();
  const sawOtherContent =
    report.snapshot !== null &&
    (report.snapshot.text !== firstSnapshot?.text ||
      report.snapshot.imageUrls.join() !== firstSnapshot?.imageUrls.join());
  return (
    <li className="mod-report" data-testid="mod-report">
      <p className="mod-report__line">
        <span className="mod-badge">{report.category.name}</span>{' '}
        <strong>{report.reporter.name || t('reports.unknownReporter')}</strong>{' '}
        <time className="mod-muted" dateTime={report.at}>
          {formatDateTime(report.at, i18n.language)}
        </time>
      </p>
      {report.text ? (
        <p className="mod-report__text">{report.text}</p>
      ) : (
        <p className="mod-muted">{t('reports.noReportText')}</p>
      )}
      {sawOtherContent && report.snapshot && (
        <details>
          <summary>{t('reports.otherSnapshot')}</summary>
          <ContentSnapshotView snapshot={report.snapshot} />
        </details>
      )}
    </li>
  );
}
