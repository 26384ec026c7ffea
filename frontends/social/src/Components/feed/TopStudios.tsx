import { TOP_STUDIOS_FETCHED, TOP_STUDIOS_SHOWN } from '@art/contracts/social-limits';
import { artists } from '@art/sdk';
import { Avatar } from '@art/ui';
import { useQuery } from '@tanstack/react-query';
import { useSocialTranslation } from '../../hooks/useSocialTranslation.js';
import { socialKeys } from '../../socialKeys.js';
import './TopStudios.css';
import '../social.css';

/** The Top Studios side filter: 25 fetched from the studios directory, 5 shown. */
export function TopStudios({
  selectedId,
  onSelect,
}: {
  selectedId?: string;
  onSelect(artistId: string | undefined): void;
}) {
  const { t } = useSocialTranslation();
  const top = useQuery({
    queryKey: socialKeys.topStudios,
    queryFn: ({ signal }) => artists.getTopArtists(TOP_STUDIOS_FETCHED, { signal }),
    staleTime: 300_000,
  });
  const studios = (top.data ?? []).slice(0, TOP_STUDIOS_SHOWN);
  if (studios.length === 0) return null;
  return (
    <section className="soc-card soc-side" aria-labelledby="top-studios">
      <h2 id="top-studios" style={{ margin: 0, fontSize: 18 }}>
        {t('feed.topStudios')}
      </h2>
      {studios.map((studio) => (
        <button
          key={studio._id}
          type="button"
          className="soc-studio"
          aria-pressed={selectedId === studio._id}
          onClick={() => onSelect(selectedId === studio._id ? undefined : studio._id)}
          data-testid="top-studio"
        >
          <Avatar picture={studio.picture} name={studio.name} size={32} />
          <span>{studio.name}</span>
        </button>
      ))}
      {selectedId && (
        <button type="button" className="soc-link" onClick={() => onSelect(undefined)}>
          {t('feed.allStudios')}
        </button>
      )}
    </section>
  );
}
