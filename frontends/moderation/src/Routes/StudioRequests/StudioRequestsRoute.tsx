import * as moderation from '@art/sdk/moderation';
import { useSession } from '@art/ui';
import { useState } from 'react';
import { ConsolePage } from '../../Components/console/ConsolePage.js';
import { QueryState } from '../../Components/console/QueryState.js';
import { ReasonDialog } from '../../Components/console/ReasonDialog.js';
import { StudioRequestCard } from '../../Components/studio/StudioRequestCard.js';
import { useConsoleQuery } from '../../hooks/useConsoleQuery.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { useOperatorMutation } from '../../hooks/useOperatorMutation.js';
import { focusAfterRemoval } from '../../lib/focus.js';
import { moderationKeys } from '../../moderationKeys.js';
import '../../Components/moderation.css';

const rowId = (id: string) => `mod-request-${id}`;

/**
 * /moderation/studio-requests: the pending requests, oldest first, each with the applicant, the
 * message and the images; Approve makes the member an artist at once, Reject asks for the reason
 * the applicant receives.
 */
export function StudioRequestsRoute() {
  const { t } = useModerationTranslation();
  const { token } = useSession();
  const requests = useConsoleQuery(moderationKeys.studioRequests, (options) =>
    moderation.listStudioRequests('pending', options),
  );
  const list = requests.data ?? [];
  const [rejecting, setRejecting] = useState<moderation.StudioRequestView | null>(null);
  const nextAfter = (id: string) => {
    const index = list.findIndex((request) => request.id === id);
    const next = list[index + 1] ?? list[index - 1];
    return next ? rowId(next.id) : undefined;
  };

  const approve = useOperatorMutation({
    mutationFn: (request: moderation.StudioRequestView) => moderation.approveStudioRequest(request.id, { token }),
    success: (_, request) => t('studioRequests.approved', { name: request.applicant.name }),
    invalidate: [moderationKeys.studioRequests, moderationKeys.auditAll],
    afterRefresh: (_, request) => focusAfterRemoval(nextAfter(request.id)),
  });
  const reject = useOperatorMutation({
    mutationFn: ({ request, reason }: { request: moderation.StudioRequestView; reason: string }) =>
      moderation.rejectStudioRequest(request.id, reason, { token }),
    success: (_, { request }) => t('studioRequests.rejected', { name: request.applicant.name }),
    invalidate: [moderationKeys.studioRequests, moderationKeys.auditAll],
    onDone: () => setRejecting(null),
    afterRefresh: (_, { request }) => focusAfterRemoval(nextAfter(request.id)),
  });

  return (
    <ConsolePage title={t('studioRequests.title')} intro={t('studioRequests.intro')} testId="mod-studio-requests">
      <QueryState
        isLoading={requests.isLoading}
        error={requests.error}
        isEmpty={list.length === 0}
        emptyText={t('studioRequests.empty')}
        onRetry={() => void requests.refetch()}
        testId="mod-studio-requests"
      >
        <ul className="mod-list" aria-label={t('studioRequests.list')}>
          {list.map((request) => (
            <StudioRequestCard
              key={request.id}
              id={rowId(request.id)}
              request={request}
              isBusy={
                (approve.isPending && approve.variables?.id === request.id) ||
                (reject.isPending && reject.variables?.request.id === request.id)
              }
              onApprove={() => approve.mutate(request)}
              onReject={() => setRejecting(request)}
            />
          ))}
        </ul>
      </QueryState>
      <ReasonDialog
        isOpen={rejecting !== null}
        title={t('studioRequests.rejectTitle', { name: rejecting?.applicant.name ?? '' })}
        message={t('studioRequests.rejectMessage')}
        confirmLabel={t('studioRequests.reject')}
        isDanger
        isBusy={reject.isPending}
        onConfirm={(reason) => rejecting && reject.mutate({ request: rejecting, reason })}
        onCancel={() => setRejecting(null)}
        testId="mod-reject-dialog"
      />
    </ConsolePage>
  );
}

export default StudioRequestsRoute;
