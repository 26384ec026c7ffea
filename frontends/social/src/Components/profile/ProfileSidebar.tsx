import { isArtistRole, type User } from '@art/sdk';
import * as messaging from '@art/sdk/messaging';
import { Avatar, Button, ReadMore, useCategoryName, useSession, useSnackbar, VerifiedBadge } from '@art/ui';
import { BlockDialog, ReportDialog } from '@art/ui/trust';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { likedLink } from '../../lib/profileLink.js';
import { FollowButton } from '../follows/FollowButton.js';
import { FollowerStack } from '../follows/FollowerStack.js';
import './ProfileSidebar.css';
import '../social.css';
import { serverMessage } from '@art/sdk/refusals';
import { useRefusalText } from '@art/ui/refusals';

/** Biography and achievements are cut at 132 characters. */
const BIO_CUT = 132;

/**
 * The profile side bar: picture, name, counts, first category, styles, biography, achievements;
 * the owner gets Cart and Liked (and Get Into Studio when not an artist), others a follow control,
 * Message, and the Report and Block links.
 */
export function ProfileSidebar({ profile }: { profile: User }) {
  const { t } = useSocialTranslation();
  const nameOf = useCategoryName();
  const { user, token, requireLogin, isSignedIn } = useSession();
  const { showSnackbar } = useSnackbar();
  const refusalText = useRefusalText();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<'report' | 'block' | null>(null);
  const [isOpeningChat, setIsOpeningChat] = useState(false);
  const isOwner = user?._id === profile._id;
  const categories = profile.info?.categories?.length ? profile.info.categories : (profile.categories ?? []);
  const styles = [...new Map(categories.map((category) => [category._id, category])).values()];
  const open = (which: 'report' | 'block') => (isSignedIn ? setDialog(which) : requireLogin(t('common.loginFirst')));
  // Message opens (or finds) the chat with this person and goes to it.
  async function handleMessage() {
    if (!user || !token) {
      requireLogin(t('common.loginFirst'));
      return;
    }
    setIsOpeningChat(true);
    try {
      const room = await messaging.initRoom(user._id, profile._id, { token });
      navigate(`/messages/${room._id}`);
    } catch (error) {
      console.error('the chat could not be opened', error);
      showSnackbar(serverMessage(error, t('common.genericError'), refusalText), { type: 'error' });
      setIsOpeningChat(false);
    }
  }
  return (
    <aside className="soc-sidebar" data-testid="profile-sidebar">
      <Avatar picture={profile.picture} name={profile.name} size={120} />
      <h1 className="soc-row">
        {profile.name}
        {profile.verifiedArtist && <VerifiedBadge label={t('common.verified')} />}
      </h1>
      <p className="soc-row soc-muted" style={{ margin: 0 }}>
        <Link href={`/${profile.slug}/followers`} data-testid="profile-followers">
          {t('profile.followers', { count: profile.followsCount })}
        </Link>
        <span>·</span>
        <span data-testid="profile-works">{t('profile.works', { count: profile.totalArtworks })}</span>
      </p>
      <FollowerStack userId={profile._id} slug={profile.slug} />
      {styles[0] && <p style={{ margin: 0 }}>{nameOf(styles[0])}</p>}
      {isOwner ? (
        <div className="soc-row">
          <Button variant="secondary" size="small" onClick={() => navigate('/cart')}>
            {t('profile.cart')}
          </Button>
          <Button variant="secondary" size="small" onClick={() => navigate(likedLink(profile))}>
            {t('profile.liked')}
          </Button>
          {!isArtistRole(profile.role) && (
            <Link href={`/${profile.slug}/get-studio`} data-testid="get-into-studio">
              {t('profile.getIntoStudio')}
            </Link>
          )}
        </div>
      ) : (
        <div className="soc-row">
          <FollowButton artistId={profile._id} />
          <Button
            variant="secondary"
            size="small"
            isLoading={isOpeningChat}
            onClick={() => void handleMessage()}
            data-testid="profile-message"
          >
            {t('profile.message')}
          </Button>
        </div>
      )}
      {styles.length > 0 && (
        <>
          <h2>{t('profile.styles')}</h2>
          <p style={{ margin: 0 }}>{styles.map(nameOf).join(', ')}</p>
        </>
      )}
      {profile.info?.biography && (
        <>
          <h2>{t('profile.biography')}</h2>
          <ReadMore text={profile.info.biography} maxLength={BIO_CUT} />
        </>
      )}
      {profile.info?.achievements && (
        <>
          <h2>{t('profile.achievements')}</h2>
          <ReadMore text={profile.info.achievements} maxLength={BIO_CUT} />
        </>
      )}
      {!isOwner && (
        <div className="soc-row">
          <button type="button" className="soc-link" onClick={() => open('report')} data-testid="profile-report">
            {t('profile.report')}
          </button>
          <button type="button" className="soc-link" onClick={() => open('block')} data-testid="profile-block">
            {t('profile.block')}
          </button>
        </div>
      )}
      {dialog === 'report' && (
        <ReportDialog isOpen target="user" targetId={profile._id} onClose={() => setDialog(null)} testId="report" />
      )}
      <BlockDialog
        person={profile}
        from="profile"
        isOpen={dialog === 'block'}
        onClose={() => setDialog(null)}
        testId="block-dialog"
      />
    </aside>
  );
}
