import * as moderation from '@art/sdk/moderation';
import { useSession } from '@art/ui';
import { useState } from 'react';
import { AppealCard } from '../../Components/appeals/AppealCard.js';
import { ConsolePage } from '../../Components/console/ConsolePage.js';
import { ReasonDialog } from '../../Components/console/ReasonDialog.js';
import { ReportCaseCard } from '../../Components/reports/ReportCaseCard.js';
import { ReportsSection } from '../../Components/reports/ReportsSection.js';
import { useConsoleQuery } from '../../hooks/useConsoleQuery.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { useOperatorMutation } from '../../hooks/useOperatorMutation.js';
import { isDangerous } from '../../lib/decisions.js';
import { focusAfterRemoval } from '../../lib/focus.js';
import { moderationKeys } from '../../moderationKeys.js';
import '../../Components/moderation.css';

type Pending =
  | { kind: 'case'; reportCase: moderation.ReportCase; decision: moderation.CaseDecision }
  | { kind: 'appeal'; appeal: moderation.AppealView; decision: 'lift' | 'reject' };

const caseRowId = (id: string) => `mod-case-${id}`;
const appealRowId = (id: string) => `mod-appeal-${id}`;

/**
 * /moderation/reports: one queue. Open appeals of suspended members first (lift the suspension or
 * reject the appeal), then the open report cases, one per reported target, with every report, the
 * content as it was when reported and the target's history; each decision asks for a reason.
 */
export function ReportsRoute() {
  const { t } = useModerationTranslation();
  const { token } = useSession();
  const cases = useConsoleQuery(moderationKeys.reportCases, (options) => moderation.listReportCases('open', options));
  const appeals = useConsoleQuery(moderationKeys.appeals, (options) => moderation.listAppeals('open', options));
  const caseList = cases.data?.result ?? [];
  const appealList = appeals.data ?? [];
  const [pending, setPending] = useState<Pending | null>(null);

  function nextRowAfter(done: Pending): string | undefined {
    if (done.kind === 'case') {
      const index = caseList.findIndex((item) => item.id === done.reportCase.id);
      const next = caseList[index + 1] ?? caseList[index - 1];
      return next ? caseRowId(next.id) : undefined;
    }
    const index = appealList.findIndex((item) => item.id === done.appeal.id);
    const next = appealList[index + 1] ?? appealList[index - 1];
    return next ? appealRowId(next.id) : undefined;
  }

  const decide = useOperatorMutation({
    mutationFn: async ({ action, reason }: { action: Pending; reason: string }) => {
      if (action.kind === 'case')
        return moderation.decideReportCase(action.reportCase.id, action.decision, reason, { token });
      if (action.decision === 'lift') return moderation.reinstateMember(action.appeal.member.id, reason, { token });
      return moderation.rejectAppeal(action.appeal.id, reason, { token });
    },
    success: (_, { action }) =>
      action.kind === 'case' ? t(`reports.done.${action.decision}`) : t(`appeals.done.${action.decision}`),
    invalidate: [
      moderationKeys.reportCases,
      moderationKeys.appeals,
      moderationKeys.suspensions,
      moderationKeys.auditAll,
    ],
    onDone: () => setPending(null),
    afterRefresh: (_, { action }) => focusAfterRemoval(nextRowAfter(action)),
  });

  const dialog = pending ? dialogTexts(pending) : null;
  function dialogTexts(action: Pending) {
    if (action.kind === 'case') {
      const owner = action.reportCase.owner?.name || t('reports.unknownOwner');
      return {
        title: t(`reports.dialog.${action.decision}.title`),
        message: t(`reports.dialog.${action.decision}.message`, { owner }),
        confirm: t(`reports.actions.${action.decision}`),
        isDanger: isDangerous(action.decision),
      };
    }
    return {
      title: t(`appeals.dialog.${action.decision}.title`, { name: action.appeal.member.name }),
      message: t(`appeals.dialog.${action.decision}.message`, { name: action.appeal.member.name }),
      confirm: t(`appeals.actions.${action.decision}`),
      isDanger: action.decision === 'reject',
    };
  }

  return (
    <ConsolePage title={t('reports.title')} intro={t('reports.intro')} testId="mod-reports">
      {appealList.length > 0 && (
        <ReportsSection headingId="mod-appeals-heading" heading={t('appeals.heading', { count: appealList.length })}>
          {appealList.map((appeal) => (
            <AppealCard
              key={appeal.id}
              id={appealRowId(appeal.id)}
              appeal={appeal}
              onLift={() => setPending({ kind: 'appeal', appeal, decision: 'lift' })}
              onReject={() => setPending({ kind: 'appeal', appeal, decision: 'reject' })}
            />
          ))}
        </ReportsSection>
      )}
      <ReportsSection
        headingId="mod-cases-heading"
        heading={t('reports.heading', { count: cases.data?.total ?? caseList.length })}
        state={{
          isLoading: cases.isLoading,
          error: cases.error,
          isEmpty: caseList.length === 0,
          emptyText: t('reports.empty'),
          onRetry: () => void cases.refetch(),
          testId: 'mod-reports',
        }}
      >
        {caseList.map((reportCase) => (
          <ReportCaseCard
            key={reportCase.id}
            id={caseRowId(reportCase.id)}
            reportCase={reportCase}
            onDecide={(decision) => setPending({ kind: 'case', reportCase, decision })}
          />
        ))}
      </ReportsSection>
      <ReasonDialog
        isOpen={pending !== null}
        title={dialog?.title ?? ''}
        message={dialog?.message}
        confirmLabel={dialog?.confirm ?? ''}
        isDanger={dialog?.isDanger}
        isBusy={decide.isPending}
        onConfirm={(reason) => pending && decide.mutate({ action: pending, reason })}
        onCancel={() => setPending(null)}
        testId="mod-decision-dialog"
      />
    </ConsolePage>
  );
}

export default ReportsRoute;
