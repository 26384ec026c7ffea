import * as moderation from '@art/sdk/moderation';
import { useSession } from '@art/ui';
import { useState } from 'react';
import { ConsolePage } from '../../Components/console/ConsolePage.js';
import { QueryState } from '../../Components/console/QueryState.js';
import { ReasonDialog } from '../../Components/console/ReasonDialog.js';
import { SuspensionCard } from '../../Components/suspensions/SuspensionCard.js';
import { useConsoleQuery } from '../../hooks/useConsoleQuery.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { useOperatorMutation } from '../../hooks/useOperatorMutation.js';
import { focusAfterRemoval } from '../../lib/focus.js';
import { moderationKeys } from '../../moderationKeys.js';
import '../../Components/moderation.css';

const rowId = (userId: string) => `mod-suspension-${userId}`;

/**
 * /moderation/members: the suspended members, newest first, each with the reason, who decided and
 * their appeal if any; Lift suspension asks for a reason and brings everything the suspension hid back.
 */
export function SuspensionsRoute() {
  const { t } = useModerationTranslation();
  const { token } = useSession();
  const suspensions = useConsoleQuery(moderationKeys.suspensions, moderation.listSuspensions);
  const list = suspensions.data ?? [];
  const [lifting, setLifting] = useState<moderation.SuspensionView | null>(null);

  const lift = useOperatorMutation({
    mutationFn: ({ suspension, reason }: { suspension: moderation.SuspensionView; reason: string }) =>
      moderation.reinstateMember(suspension.member.id, reason, { token }),
    success: (_, { suspension }) => t('suspensions.lifted', { name: suspension.member.name }),
    invalidate: [moderationKeys.suspensions, moderationKeys.appeals, moderationKeys.auditAll],
    onDone: () => setLifting(null),
    afterRefresh: (_, { suspension }) => {
      const index = list.findIndex((item) => item.member.id === suspension.member.id);
      const next = list[index + 1] ?? list[index - 1];
      focusAfterRemoval(next ? rowId(next.member.id) : undefined);
    },
  });

  return (
    <ConsolePage title={t('suspensions.title')} intro={t('suspensions.intro')} testId="mod-suspensions">
      <QueryState
        isLoading={suspensions.isLoading}
        error={suspensions.error}
        isEmpty={list.length === 0}
        emptyText={t('suspensions.empty')}
        onRetry={() => void suspensions.refetch()}
        testId="mod-suspensions"
      >
        <ul className="mod-list" aria-label={t('suspensions.list')}>
          {list.map((suspension) => (
            <SuspensionCard
              key={suspension.member.id}
              id={rowId(suspension.member.id)}
              suspension={suspension}
              onLift={() => setLifting(suspension)}
            />
          ))}
        </ul>
      </QueryState>
      <ReasonDialog
        isOpen={lifting !== null}
        title={t('suspensions.liftTitle', { name: lifting?.member.name ?? '' })}
        message={t('suspensions.liftMessage')}
        confirmLabel={t('suspensions.lift')}
        isBusy={lift.isPending}
        onConfirm={(reason) => lifting && lift.mutate({ suspension: lifting, reason })}
        onCancel={() => setLifting(null)}
        testId="mod-lift-dialog"
      />
    </ConsolePage>
  );
}

export default SuspensionsRoute;
