import type { User } from '@art/sdk';
import { usePageTitle, useSession, useSnackbar } from '@art/ui';
import { useEffect, useRef } from 'react';
import { SignOutEverywhere } from '../../Components/account/SignOutEverywhere.js';
import { useIdentityTranslation } from '../../hooks/useIdentityTranslation.js';
import { useOwnProfile } from '../../hooks/useOwnProfile.js';
import { EditInformationForm } from './EditInformationForm.js';
import { EditInformationSkeleton } from './EditInformationSkeleton.js';
import '../../Components/identity.css';

export function EditInformationRoute() {
  const { t } = useIdentityTranslation();
  usePageTitle(t('edit.title'));
  const { showSnackbar } = useSnackbar();
  const { user: sessionUser } = useSession<User>();
  const profile = useOwnProfile();
  const reportedErrorAt = useRef(0);

  // Once per failed load, not again on each render (a language change gives a new `t`).
  useEffect(() => {
    if (!profile.errorUpdatedAt || profile.errorUpdatedAt === reportedErrorAt.current) return;
    reportedErrorAt.current = profile.errorUpdatedAt;
    showSnackbar(t('edit.failed'), { type: 'error' });
  }, [profile.errorUpdatedAt, showSnackbar, t]);

  // Without the full profile, the session's copy of the user is still worth editing.
  const loaded = profile.data ?? (profile.isError ? sessionUser : null);
  return (
    <section className="identity-page" data-testid="edit-information-page">
      <h1>{t('edit.title')}</h1>
      {loaded ? (
        <>
          {/* Keyed by account: a refetch, a session change or a language change never resets unsaved edits. */}
          <EditInformationForm key={loaded.id} profile={loaded} />
          <SignOutEverywhere />
        </>
      ) : (
        <EditInformationSkeleton label={t('edit.loading')} />
      )}
    </section>
  );
}
