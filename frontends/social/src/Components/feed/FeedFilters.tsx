import type { FeedShow, FeedSort } from '@art/sdk';
import { useSession } from '@art/ui';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import '../social.css';

export type FeedFilter = { show: FeedShow; sort: FeedSort; artistId?: string };

const CHOICES: {
  id: string;
  key: 'feed.all' | 'feed.recommended' | 'feed.following' | 'feed.popular';
  filter: FeedFilter;
  signedIn: boolean;
}[] = [
  { id: 'all', key: 'feed.all', filter: { show: 'all', sort: 'recent' }, signedIn: false },
  { id: 'recommended', key: 'feed.recommended', filter: { show: 'recommended', sort: 'recent' }, signedIn: true },
  { id: 'following', key: 'feed.following', filter: { show: 'following', sort: 'recent' }, signedIn: true },
  { id: 'popular', key: 'feed.popular', filter: { show: 'all', sort: 'popular' }, signedIn: true },
];

/** All Feed for everyone; Recommended, Following and Popular for signed-in users. */
export function FeedFilters({ value, onChange }: { value: FeedFilter; onChange(filter: FeedFilter): void }) {
  const { t } = useSocialTranslation();
  const { isSignedIn } = useSession();
  return (
    <fieldset className="soc-filters" aria-label={t('feed.filters')}>
      {CHOICES.filter((choice) => isSignedIn || !choice.signedIn).map((choice) => (
        <button
          key={choice.id}
          type="button"
          className="soc-chip"
          aria-pressed={!value.artistId && value.show === choice.filter.show && value.sort === choice.filter.sort}
          onClick={() => onChange(choice.filter)}
          data-testid={`feed-filter-${choice.id}`}
        >
          {t(choice.key)}
        </button>
      ))}
    </fieldset>
  );
}
