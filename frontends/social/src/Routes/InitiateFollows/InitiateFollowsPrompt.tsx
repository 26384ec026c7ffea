import { FOLLOW_LIST_MAX } from '@art/contracts/social-limits';
import { artists, categories, type User } from '@art/sdk';
import * as social from '@art/sdk/social';
import { Avatar, Button, Skeleton, useSession, useSnackbar } from '@art/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { socialKeys } from '../../socialKeys.js';
import '../../Components/social.css';

/** A member who follows this many studios has found their way: the panel is not shown again. */
export const ONBOARDING_ENOUGH_FOLLOWS = 3;

/** Where this browser remembers that a member is done with the panel (Skip, Confirm, enough follows). */
export const onboardingDoneKey = (userId: string) => `art.follow-onboarding.done.${userId}`;

function isDoneHere(userId: string): boolean {
  try {
    return window.localStorage.getItem(onboardingDoneKey(userId)) === '1';
  } catch {
    return false;
  }
}

function rememberDone(userId: string): void {
  try {
    window.localStorage.setItem(onboardingDoneKey(userId), '1');
  } catch {
    // No storage (private mode): the server's flag keeps it away from the next sign-in on.
  }
}

/**
 * The initiate-follows onboarding, for a signed-in user whose initiateFollows is 'false': pick
 * artists by category, then Confirm (at least one) or Skip. A card on top of the page rather than
 * a modal dialog, so that it never stands between a new user and what they came for.
 *
 * It lists only studios the member does not follow yet (their real state: whom they follow is read
 * first), and once done it stays away (decision 0042): Skip or Confirm, or following
 * ONBOARDING_ENOUGH_FOLLOWS studios in any way, tells the server (initiateFollows) and this browser
 * at once, so neither the next visit nor a reload before identity has the flag brings it back.
 */
export function InitiateFollowsPrompt() {
  const { t } = useSocialTranslation();
  const { token, user } = useSession<User>();
  const { showSnackbar } = useSnackbar();
  const queryClient = useQueryClient();
  const [category, setCategory] = useState('all');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const [isDone, setDone] = useState(() => (user ? isDoneHere(user._id) : false));
  const shouldAsk = Boolean(token && user && user.initiateFollows === 'false' && !isDone);
  const following = useQuery({
    queryKey: socialKeys.onboardingFollowing(user?._id ?? ''),
    queryFn: ({ signal }) => social.getFollowing(user?._id, { token, signal }, { limit: FOLLOW_LIST_MAX }),
    enabled: shouldAsk,
    select: (page) => ({ ids: new Set(page.users.map((person) => person._id)), total: page.total }),
  });
  const categoryList = useQuery({
    queryKey: socialKeys.onboardingCategories,
    queryFn: ({ signal }) => categories.getCategories({ signal }),
    enabled: shouldAsk,
    staleTime: 3_600_000,
  });
  const studios = useQuery({
    queryKey: socialKeys.onboardingStudios(category),
    queryFn: ({ signal }) => artists.getStudiosPage({ sortby: 'followers', category, limit: 20 }, { signal }),
    enabled: shouldAsk,
  });
  const hasEnough = (following.data?.total ?? 0) >= ONBOARDING_ENOUGH_FOLLOWS;
  // Enough studios followed some other way: done, and the server is told so (an empty list).
  useEffect(() => {
    if (!shouldAsk || !hasEnough || !user) return;
    rememberDone(user._id);
    setDone(true);
    void social.initiateFollows([], { token }).catch(() => undefined);
  }, [shouldAsk, hasEnough, user, token]);
  if (!shouldAsk || hasEnough) return null;

  const finish = async (ids: string[]) => {
    if (!user) return;
    setBusy(true);
    try {
      await social.initiateFollows(ids, { token });
      rememberDone(user._id);
      setDone(true);
      // The new follows fill the feed and the follow buttons; no reload needed.
      void queryClient.invalidateQueries({ queryKey: socialKeys.all });
    } catch {
      showSnackbar(t('onboarding.failed'), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  const confirm = () => {
    if (chosen.size === 0) {
      setProblem(t('onboarding.selectOne'));
      return;
    }
    void finish([...chosen]);
  };
  const toggle = (id: string) => {
    setProblem(null);
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };
  const mainCategories = (categoryList.data ?? []).filter((item) => !('parent' in item) || !item.parent);
  const followed = following.data?.ids;
  // Not the member, not a studio they follow already; nothing until whom they follow is known.
  const list = followed
    ? (studios.data?.studios ?? []).filter((studio) => studio._id !== user?._id && !followed.has(studio._id))
    : [];
  const isLoading = studios.isLoading || following.isLoading;

  return (
    <section
      className="soc-card soc-side"
      aria-labelledby="initiate-follows-title"
      data-testid="initiate-follows"
      style={{ maxWidth: 1200, margin: '16px auto' }}
    >
      <h2 id="initiate-follows-title" style={{ margin: 0 }}>
        {t('onboarding.title')}
      </h2>
      <p style={{ margin: 0 }}>{t('onboarding.intro')}</p>
      <fieldset className="soc-filters" aria-label={t('onboarding.category')}>
        {[{ _id: 'all', name: t('onboarding.all'), slug: 'all' }, ...mainCategories].map((item) => (
          <button
            key={item._id}
            type="button"
            className="soc-chip"
            aria-pressed={category === item.slug}
            onClick={() => setCategory(item.slug)}
          >
            {item.name}
          </button>
        ))}
      </fieldset>
      {isLoading ? (
        <ul className="soc-people" style={{ maxHeight: 320, overflow: 'hidden' }} aria-busy="true">
          {[0, 1, 2, 3].map((row) => (
            <li key={row} className="soc-person soc-row">
              <Skeleton width={16} height={16} />
              <Skeleton circle width={36} />
              <Skeleton width="40%" />
            </li>
          ))}
        </ul>
      ) : list.length === 0 ? (
        <p className="soc-empty">{t('onboarding.none')}</p>
      ) : (
        <ul className="soc-people" style={{ maxHeight: 320, overflowY: 'auto' }}>
          {list.map((studio) => (
            <li key={studio._id} className="soc-person">
              <label className="soc-row" style={{ cursor: 'pointer' }}>
                <input
                  type="checkbox"
                  checked={chosen.has(studio._id)}
                  onChange={() => toggle(studio._id)}
                  data-testid="onboarding-studio"
                />
                <Avatar picture={studio.picture} name={studio.name} size={36} />
                <span>{studio.name}</span>
              </label>
            </li>
          ))}
        </ul>
      )}
      {problem && (
        <p className="soc-error" role="alert">
          {problem}
        </p>
      )}
      <div className="soc-row" style={{ justifyContent: 'flex-end' }}>
        <Button variant="secondary" onClick={() => void finish([])} disabled={isBusy} data-testid="onboarding-skip">
          {t('onboarding.skip')}
        </Button>
        <Button onClick={confirm} isLoading={isBusy} disabled={isBusy} data-testid="onboarding-confirm">
          {t('onboarding.confirm')}
        </Button>
      </div>
    </section>
  );
}

export default InitiateFollowsPrompt;
