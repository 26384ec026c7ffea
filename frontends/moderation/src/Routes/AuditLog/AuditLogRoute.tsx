import * as moderation from '@art/sdk/moderation';
import { serverMessage } from '@art/sdk/refusals';
import { Button, useSession, useSnackbar } from '@art/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AuditFiltersForm } from '../../Components/audit/AuditFiltersForm.js';
import { AuditTable } from '../../Components/audit/AuditTable.js';
import { ConsolePage } from '../../Components/console/ConsolePage.js';
import { QueryState } from '../../Components/console/QueryState.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import {
  AUDIT_MAX,
  AUDIT_PAGE,
  type AuditFilterForm,
  auditCsvFileName,
  auditFiltersOf,
  emptyAuditFilterForm,
} from '../../lib/auditFilters.js';
import { saveTextFile } from '../../lib/saveTextFile.js';
import { moderationKeys } from '../../moderationKeys.js';
import '../../Components/moderation.css';

/**
 * /moderation/audit: every operator action, newest first (who, when, what, on whom, why, before
 * and after), filtered by operator, action, target and dates; Export CSV downloads the same filter.
 */
export function AuditLogRoute() {
  const { t } = useModerationTranslation();
  const { token } = useSession();
  const { showSnackbar } = useSnackbar();
  const [form, setForm] = useState<AuditFilterForm>(emptyAuditFilterForm);
  const [pages, setPages] = useState(1);
  const [isExporting, setIsExporting] = useState(false);
  const filters = auditFiltersOf(form);
  const limit = Math.min(AUDIT_MAX, pages * AUDIT_PAGE);
  const audit = useQuery({
    queryKey: moderationKeys.audit(filters, pages),
    queryFn: ({ signal }) => moderation.getAuditLog({ ...filters, limit, skip: 0 }, { token, signal }),
    enabled: Boolean(token),
    placeholderData: keepPreviousData,
  });
  const entries = audit.data?.result ?? [];
  const total = audit.data?.total ?? 0;

  function handleApply(next: AuditFilterForm) {
    setForm(next);
    setPages(1);
  }

  async function handleExport() {
    setIsExporting(true);
    try {
      const csv = await moderation.exportAuditCsv(filters, { token });
      saveTextFile(csv, auditCsvFileName(form), 'text/csv;charset=utf-8');
      showSnackbar(t('audit.exported'), { type: 'success' });
    } catch (error) {
      console.error('audit log not exported', error);
      showSnackbar(serverMessage(error, t('audit.exportFailed')), { type: 'error' });
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <ConsolePage title={t('audit.title')} intro={t('audit.intro')} testId="mod-audit">
      <AuditFiltersForm initial={form} entries={entries} onApply={handleApply} />
      <div className="mod-audit__bar">
        <p className="mod-muted" role="status" data-testid="mod-audit-count">
          {audit.data
            ? t('audit.showing', {
                shown: entries.length,
                // Past the count's cap the log says "10000+": more than that, not exactly.
                total: audit.data.totalCapped ? `${total}+` : total,
              })
            : ''}
        </p>
        <Button
          variant="secondary"
          size="small"
          onClick={() => void handleExport()}
          isLoading={isExporting}
          data-testid="mod-audit-export"
        >
          {t('audit.export')}
        </Button>
      </div>
      <QueryState
        isLoading={audit.isLoading}
        error={audit.error}
        isEmpty={entries.length === 0}
        emptyText={t('audit.empty')}
        onRetry={() => void audit.refetch()}
        testId="mod-audit"
      >
        <AuditTable entries={entries} />
        {entries.length < total && limit < AUDIT_MAX && (
          <div className="mod-actions">
            <Button
              variant="secondary"
              onClick={() => setPages(pages + 1)}
              isLoading={audit.isFetching}
              data-testid="mod-audit-more"
            >
              {t('audit.more')}
            </Button>
          </div>
        )}
      </QueryState>
    </ConsolePage>
  );
}

export default AuditLogRoute;
