import * as moderation from '@art/sdk/moderation';
import { ConfirmDialog, useSession } from '@art/ui';
import { useState } from 'react';
import { ArtistCodeTable } from '../../Components/codes/ArtistCodeTable.js';
import { IssueArtistCodeForm } from '../../Components/codes/IssueArtistCodeForm.js';
import { IssuedCode } from '../../Components/codes/IssuedCode.js';
import { ConsolePage } from '../../Components/console/ConsolePage.js';
import { QueryState } from '../../Components/console/QueryState.js';
import { useConsoleQuery } from '../../hooks/useConsoleQuery.js';
import { useModerationTranslation } from '../../hooks/useModerationTranslation.js';
import { useOperatorMutation } from '../../hooks/useOperatorMutation.js';
import { focusAfterRemoval } from '../../lib/focus.js';
import { moderationKeys } from '../../moderationKeys.js';
import '../../Components/moderation.css';

/**
 * /moderation/artist-codes: issue a single-use code (expiry in days, optionally bound to an e-mail;
 * its text is shown this once, with a copy button), the codes with their state, revoke an unused one.
 */
export function ArtistCodesRoute() {
  const { t } = useModerationTranslation();
  const { token } = useSession();
  const codes = useConsoleQuery(moderationKeys.artistCodes, moderation.listArtistCodes);
  const list = codes.data ?? [];
  const [issued, setIssued] = useState<{ code: string; artistCode: moderation.ArtistCodeView } | null>(null);
  const [revoking, setRevoking] = useState<moderation.ArtistCodeView | null>(null);

  const issue = useOperatorMutation({
    mutationFn: (body: moderation.IssueArtistCodeBody) => moderation.issueArtistCode(body, { token }),
    success: t('artistCodes.issued'),
    invalidate: [moderationKeys.artistCodes, moderationKeys.auditAll],
    onDone: (result) => setIssued(result),
  });
  const revoke = useOperatorMutation({
    mutationFn: (code: moderation.ArtistCodeView) => moderation.revokeArtistCode(code.id, { token }),
    success: (_, code) => t('artistCodes.revoked', { hint: code.hint }),
    invalidate: [moderationKeys.artistCodes, moderationKeys.auditAll],
    onDone: () => setRevoking(null),
    afterRefresh: () => focusAfterRemoval(),
  });

  return (
    <ConsolePage title={t('artistCodes.title')} intro={t('artistCodes.intro')} testId="mod-artist-codes">
      <section className="mod-section" aria-labelledby="mod-issue-heading">
        <h2 id="mod-issue-heading">{t('artistCodes.issueHeading')}</h2>
        <IssueArtistCodeForm isBusy={issue.isPending} onIssue={(body) => issue.mutate(body)} />
        {issued && <IssuedCode code={issued.code} artistCode={issued.artistCode} onDone={() => setIssued(null)} />}
      </section>
      <section className="mod-section" aria-labelledby="mod-codes-heading">
        <h2 id="mod-codes-heading">{t('artistCodes.listHeading')}</h2>
        <QueryState
          isLoading={codes.isLoading}
          error={codes.error}
          isEmpty={list.length === 0}
          emptyText={t('artistCodes.empty')}
          onRetry={() => void codes.refetch()}
          testId="mod-artist-codes"
        >
          <ArtistCodeTable codes={list} onRevoke={setRevoking} />
        </QueryState>
      </section>
      <ConfirmDialog
        isOpen={revoking !== null}
        title={t('artistCodes.revokeTitle')}
        message={t('artistCodes.revokeMessage', { hint: revoking?.hint ?? '' })}
        confirmLabel={t('artistCodes.revoke')}
        cancelLabel={t('common.cancel')}
        isDanger
        isBusy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onCancel={() => setRevoking(null)}
        testId="mod-revoke-dialog"
      />
    </ConsolePage>
  );
}

export default ArtistCodesRoute;
