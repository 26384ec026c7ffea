import type { ExhibitionView, OperatorExhibition } from '@art/contracts';
import type { ExhibitionRow } from '../../db/schema.js';

export type ExhibitionViewRow = ExhibitionRow & { artist_slug: string | null };

/** An exhibition as the exhibition screens read it; the artist's slug comes from the users projection. */
export function toExhibitionView(row: ExhibitionViewRow): ExhibitionView {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    excerpt: row.excerpt,
    artist: { name: row.artist_name, slug: row.artist_slug ?? '' },
    explicit: row.explicit,
    banner: row.banner,
    listingThumb: row.listing_thumb,
    background: row.background,
    backgroundColor: row.background_color,
    parallaxBackground: row.parallax_background,
    mediaUrl: row.media_url,
    darkListing: row.dark_listing,
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: new Date(row.ends_at).toISOString(),
    items: [...(row.items ?? [])].sort((a, b) => a.order - b.order),
  };
}

/** An exhibition as the operators' console reads it: the public view, its period now, when it was made. */
export function toOperatorExhibition(
  row: ExhibitionViewRow & { period: OperatorExhibition['period'] },
): OperatorExhibition {
  return { ...toExhibitionView(row), period: row.period, createdAt: new Date(row.created_at).toISOString() };
}
