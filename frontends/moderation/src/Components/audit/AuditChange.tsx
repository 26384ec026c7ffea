import type { AuditEntry } from '@art/sdk/moderation';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import './AuditChange.css';

const shown = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value, null, 2));

/** What an action changed, folded away: the record before and after, or a dash when it kept no state. */
export function AuditChange({ entry }: { entry: AuditEntry }) {
  const { t } = useModerationTranslation();
  const before = shown(entry.before);
  const after = shown(entry.after);
  if (!before && !after) return '—';
  return (
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
  );
}
