import { artists, categories, type User } from '@art/sdk';
import * as social from '@art/sdk/social';
import { Avatar, Button, useSession, useSnackbar } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { socialKeys } from '../../socialKeys.js';
import '../../Components/social.css';

/**
 * The initiate-follows onboarding, for a signed-in user whose initiateFollows is 'false': pick
 * artists by category, then Confirm (at least one) or Skip; the page reloads afterwards. A card on
 * top of the page rather than a modal dialog, so that it never stands between a new user and what
 * they came for.
 */
export function InitiateFollowsPrompt() {
  const { t } = useSocialTranslation();
  const { token, user } = useSession<User>();
  const { showSnackbar } = useSnackbar();
  const [category, setCategory] = useState('all');
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [problem, setProblem] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);
  const shouldAsk = Boolean(token && user && user.initiateFollows === 'false');
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
  if (!shouldAsk) return null;

  const finish = async (ids: string[]) => {
    setBusy(true);
    try {
      await social.initiateFollows(ids, { token });
      window.location.reload();
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
  const list = (studios.data?.studios ?? []).filter((studio) => studio._id !== user?._id);

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
      {list.length === 0 && !studios.isLoading ? (
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
