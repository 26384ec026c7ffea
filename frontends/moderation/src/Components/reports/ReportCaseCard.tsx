import type { CaseDecision, ReportCase } from '@art/sdk/moderation';
import { Button } from '@art/ui';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { CASE_DECISIONS, isDangerous, needsOwner } from '../../lib/decisions.js';
import { formatDateTime } from '../../lib/formatTime.js';
import { CaseHistory } from './CaseHistory.js';
import { ContentSnapshotView } from './ContentSnapshotView.js';
import { ReportEntry } from './ReportEntry.js';
import '../moderation.css';
import './ReportCaseCard.css';

type ReportCaseCardProps = {
  id: string;
  reportCase: ReportCase;
  onDecide: (decision: CaseDecision) => void;
};

/**
 * One reported target: what it is and whose, the content as it was when first reported, every
 * report on it (reporter, category, text), its history, and the four decisions.
 */
export function ReportCaseCard({ id, reportCase, onDecide }: ReportCaseCardProps) {
  const { t, i18n } = useModerationTranslation();
  const headingId = `${id}-title`;
  const owner = reportCase.owner?.name || t('reports.unknownOwner');
  return (
    <li id={id} className="mod-card" aria-labelledby={headingId} data-testid="mod-report-case">
      <div className="mod-card__head">
        <h3 id={headingId} className="mod-card__title">
          {t(`reports.target.${reportCase.targetType}`, { owner })}
        </h3>
        <span className="mod-muted">
          {t('reports.opened', {
            time: formatDateTime(reportCase.openedAt, i18n.language),
            count: reportCase.reports.length,
          })}
        </span>
      </div>
      <h4 className="mod-card__subtitle">{t('reports.snapshot')}</h4>
      {reportCase.snapshot ? (
        <ContentSnapshotView snapshot={reportCase.snapshot} />
      ) : (
        <p className="mod-muted">{t('reports.noSnapshot')}</p>
      )}
      <h4 className="mod-card__subtitle">{t('reports.reportsHeading', { count: reportCase.reports.length })}</h4>
      <ul className="mod-case__reports">
        {reportCase.reports.map((report) => (
          <ReportEntry key={report.id} report={report} firstSnapshot={reportCase.snapshot} />
        ))}
      </ul>
      <CaseHistory history={reportCase.history} />
      <div className="mod-actions">
        {CASE_DECISIONS.map((decision) => (
          <Button
            key={decision}
            variant={isDangerous(decision) ? 'danger' : decision === 'dismiss' ? 'secondary' : 'primary'}
            size="small"
            disabled={needsOwner(decision) && !reportCase.owner}
            onClick={() => onDecide(decision)}
            data-testid={`mod-case-${decision}`}
          >
            {t(`reports.actions.${decision}`)}
          </Button>
        ))}
      </div>
    </li>
  );
}
