import * as moderation from '@art/sdk/moderation';
import { useSession } from '@art/ui';
import { useState } from 'react';
import { ConsolePage } from '../../Components/console/ConsolePage.js';
import { QueryState } from '../../Components/console/QueryState.js';
import { MarkRefundedDialog } from '../../Components/refunds/MarkRefundedDialog.js';
import { RefundTable } from '../../Components/refunds/RefundTable.js';
import { useConsoleQuery } from '../../hooks/useConsoleQuery.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { useOperatorMutation } from '../../hooks/useOperatorMutation.js';
import { focusAfterRemoval } from '../../lib/focus.js';
import { moderationKeys } from '../../moderationKeys.js';
import '../../Components/moderation.css';

/**
 * /moderation/refunds: the eSewa and ConnectIPS refunds owed (paid back by hand), oldest first;
 * Mark refunded asks for the provider's reference of the transfer, and the buyer is told.
 */
export function RefundsRoute() {
  const { t } = useModerationTranslation();
  const { token } = useSession();
  const refunds = useConsoleQuery(moderationKeys.refunds, (options) => moderation.listRefunds('pending', options));
  const list = refunds.data ?? [];
  const [marking, setMarking] = useState<moderation.RefundView | null>(null);

  const mark = useOperatorMutation({
    mutationFn: ({ refund, reference }: { refund: moderation.RefundView; reference: string }) =>
      moderation.markRefunded(refund._id, reference, { token }),
    success: (_, { refund }) => t('refunds.marked', { order: refund.orderNumber }),
    invalidate: [moderationKeys.refunds],
    onDone: () => setMarking(null),
    afterRefresh: () => focusAfterRemoval(),
  });

  return (
    <ConsolePage title={t('refunds.title')} intro={t('refunds.intro')} testId="mod-refunds">
      <QueryState
        isLoading={refunds.isLoading}
        error={refunds.error}
        isEmpty={list.length === 0}
        emptyText={t('refunds.empty')}
        onRetry={() => void refunds.refetch()}
        testId="mod-refunds"
      >
        <RefundTable refunds={list} onMark={setMarking} />
      </QueryState>
      <MarkRefundedDialog
        refund={marking}
        isBusy={mark.isPending}
        onConfirm={(reference) => marking && mark.mutate({ refund: marking, reference })}
        onCancel={() => setMarking(null)}
      />
    </ConsolePage>
  );
}

export default RefundsRoute;
