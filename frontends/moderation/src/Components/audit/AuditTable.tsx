import type { AuditEntry } from '@art/sdk/moderation';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { formatDateTime } from '../../lib/formatTime.js';
import { type ConsoleColumn, ConsoleTable } from '../console/ConsoleTable.js';
import { AuditChange } from './AuditChange.js';
import './AuditTable.css';

type AuditTableProps = { entries: AuditEntry[] };

/** The audit rows: when, who, what, on what and whom, why, and the state before and after. */
export function AuditTable({ entries }: AuditTableProps) {
  const { t, i18n } = useModerationTranslation();
  const columns: ConsoleColumn<AuditEntry>[] = [
    {
      key: 'when',
      label: t('audit.columns.when'),
      cell: (entry) => <time dateTime={entry.at}>{formatDateTime(entry.at, i18n.language)}</time>,
    },
    { key: 'operator', label: t('audit.columns.operator'), cell: (entry) => entry.operator.name || entry.operator.id },
    { key: 'action', label: t('audit.columns.action'), cell: (entry) => <code>{entry.action}</code> },
    {
      key: 'target',
      label: t('audit.columns.target'),
      cell: (entry) => (
        <>
          {entry.targetType && <span className="mod-badge">{entry.targetType}</span>}{' '}
          <span className="mod-audit-table__id">{entry.targetId ?? entry.subjectUserId ?? '—'}</span>
        </>
      ),
    },
    { key: 'reason', label: t('audit.columns.reason'), cell: (entry) => entry.reason ?? '—' },
    { key: 'change', label: t('audit.columns.change'), cell: (entry) => <AuditChange entry={entry} /> },
  ];
  return (
    <ConsoleTable
      rows={entries}
      columns={columns}
      rowKey={(entry) => entry.id}
      className="mod-audit-table"
      testId="mod-audit-table"
      rowTestId="mod-audit-row"
    />
  );
}
