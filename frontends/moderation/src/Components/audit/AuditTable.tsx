import type { AuditEntry } from '@art/sdk/moderation';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import '../moderation.css';
import './AuditTable.css';

type AuditTableProps = { entries: AuditEntry[] };

const shown = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2));

/** The audit rows: when, who, what, on what and whom, why, and the state before and after. */
export function AuditTable({ entries }: AuditTableProps) {
  const { t, i18n } = useModerationTranslation();
  const columns = {
    when: t('audit.columns.when'),
    operator: t('audit.columns.operator'),
    action: t('audit.columns.action'),
    target: t('audit.columns.target'),
    reason: t('audit.columns.reason'),
    change: t('audit.columns.change'),
  };
  return (
    <table className="mod-table mod-audit-table" data-testid="mod-audit-table">
      <thead>
        <tr>
          {Object.values(columns).map((label) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => {
          const before = shown(entry.before);
          const after = shown(entry.after);
          return (
            <tr key={entry.id} data-testid="mod-audit-row">
              <td data-label={columns.when}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>
              </td>
              <td data-label={columns.operator}>{entry.operator.name || entry.operator.id}</td>
              <td data-label={columns.action}>
                <code>{entry.action}</code>
              </td>
              <td data-label={columns.target}>
                {entry.targetType && <span className="mod-badge">{entry.targetType}</span>}{' '}
                <span className="mod-audit-table__id">{entry.targetId ?? entry.subjectUserId ?? '—'}</span>
              </td>
              <td data-label={columns.reason}>{entry.reason ?? '—'}</td>
              <td data-label={columns.change}>
                {before || after ? (
                  <details>
                    <summary>{t('audit.showChange')}</summary>
                    <div className="mod-audit-table__change">
                      <div>
                        <strong>{t('audit.before')}</strong>
                        <pre>{before || '—'}</pre>
                      </div>
                      <div>
                        <strong>{t('audit.after')}</strong>
                        <pre>{after || '—'}</pre>
                      </div>
                    </div>
                  </details>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
