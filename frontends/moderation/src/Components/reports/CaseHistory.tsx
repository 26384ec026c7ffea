import type { ReportCase } from '@art/sdk/moderation';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import '../moderation.css';
import './CaseHistory.css';

type CaseHistoryProps = { history: ReportCase['history'] };

/** The target's earlier cases and the operators' earlier decisions about its owner, newest first. */
export function CaseHistory({ history }: CaseHistoryProps) {
  const { t, i18n } = useModerationTranslation();
  const isEmpty = history.earlierCases.length === 0 && history.ownerActions.length === 0;
  return (
    <details className="mod-history" data-testid="mod-case-history" open={!isEmpty}>
      <summary>{t('reports.history', { count: history.earlierCases.length + history.ownerActions.length })}</summary>
      {isEmpty ? (
        <p className="mod-muted">{t('reports.noHistory')}</p>
      ) : (
        <ul className="mod-history__list">
          {history.earlierCases.map((earlier) => (
            <li key={earlier.id}>
              <time dateTime={earlier.openedAt}>{formatDateTime(earlier.openedAt, i18n.language)}</time>{' '}
              {t('reports.earlierCase', {
                count: earlier.reportCount,
                outcome: earlier.outcome ? t(`reports.outcome.${earlier.outcome}`) : t('reports.outcome.open'),
              })}
              {earlier.decisionReason && <span className="mod-muted"> — {earlier.decisionReason}</span>}
            </li>
          ))}
          {history.ownerActions.map((entry) => (
            <li key={entry.id}>
              <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>{' '}
              {t('reports.ownerAction', { action: entry.action, operator: entry.operator.name })}
              {entry.reason && <span className="mod-muted"> — {entry.reason}</span>}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
