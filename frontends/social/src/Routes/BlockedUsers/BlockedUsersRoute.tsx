import type { SocialUserCard } from '@art/sdk';
import * as social from '@art/sdk/social';
import { AreaSlot, Button, ConfirmDialog, usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { PersonRow } from '../../Components/follows/PersonRow.js';
import { PersonRowsSkeleton } from '../../Components/follows/PersonRowsSkeleton.js';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { socialKeys } from '../../socialKeys.js';
import '../../Components/social.css';

/**
 * The blocked users page (/privacy): whom one blocks, each with Unblock behind a confirmation; under
 * them the chat's privacy setting (online, last seen), the messaging area's.
 */
export function BlockedUsersRoute() {
  const { t } = useSocialTranslation();
  usePageTitle(t('blocked.heading'));
  const { token, user } = useSession();
  const { showSnackbar } = useSnackbar();
  const list = useQuery({
    queryKey: socialKeys.blockList(user?._id ?? ''),
    queryFn: ({ signal }) => social.getBlockList({ token, signal }),
    enabled: Boolean(token),
  });
  const [unblocking, setUnblocking] = useState<SocialUserCard | null>(null);
  const confirm = async () => {
    if (!unblocking) return;
    const person = unblocking;
    setUnblocking(null);
    try {
      await social.unblockUser(person._id, { token });
      showSnackbar(t('blocked.unblocked'), { type: 'success' });
      await list.refetch();
    } catch {
      showSnackbar(t('blocked.unblockFailed'), { type: 'error' });
    }
  };
  const people = list.data ?? [];
  return (
    <div className="soc-page" style={{ maxWidth: 720 }} data-testid="blocked-page">
      <h1 style={{ margin: 0 }}>{t('blocked.heading')}</h1>
      <p className="soc-muted">{t('blocked.explanation')}</p>
      {list.isLoading ? (
        <PersonRowsSkeleton testId="blocked-loading" />
      ) : (
        <>
          <h2 style={{ margin: 0 }}>{people.length > 0 ? t('blocked.blocking') : t('blocked.none')}</h2>
          <ul className="soc-people">
            {people.map((person) => (
              <PersonRow
                key={person._id}
                person={person}
                viewerId={user?._id}
                detail={[
                  person.categories[0]?.name,
                  t('blocked.counts', { followers: person.followsCount, works: person.totalArtworks }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                action={
                  <Button variant="secondary" size="small" onClick={() => setUnblocking(person)} data-testid="unblock">
                    {t('blocked.unblock')}
                  </Button>
                }
              />
            ))}
          </ul>
        </>
      )}
      <AreaSlot module="messaging/ChatPrivacySetting" />
      <ConfirmDialog
        isOpen={unblocking !== null}
        title={t('blocked.unblockTitle')}
        message={t('blocked.unblockMessage', { name: unblocking?.name ?? '' })}
        confirmLabel={t('common.confirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => void confirm()}
        onCancel={() => setUnblocking(null)}
        testId="unblock-dialog"
      />
    </div>
  );
}

export default BlockedUsersRoute;
