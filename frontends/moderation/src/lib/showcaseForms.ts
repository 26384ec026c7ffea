import type { ExhibitionCreate, OperatorExhibition } from '@art/sdk/showcase';

/** An exhibition's form as the operator fills it in (dates as a datetime-local field holds them). */
export type ExhibitionDraft = {
  title: string;
  slug: string;
  subtitle: string;
  excerpt: string;
  artistName: string;
  artistSlug: string;
  startsAt: string;
  endsAt: string;
  explicit: boolean;
  backgroundColor: string;
  darkListing: boolean;
};

export type ExhibitionDraftProblem = 'titleRequired' | 'datesRequired' | 'datesOutOfOrder';

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as a datetime-local field shows it (the operator's own clock). */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (the operator's clock) as an ISO instant with its zone, or null. */
export function fromLocalInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function emptyExhibitionDraft(): ExhibitionDraft {
  return {
    title: '',
    slug: '',
    subtitle: '',
    excerpt: '',
    artistName: '',
    artistSlug: '',
    startsAt: '',
    endsAt: '',
    explicit: false,
    backgroundColor: '',
    darkListing: false,
  };
}

export function draftOf(exhibition: OperatorExhibition): ExhibitionDraft {
  return {
    title: exhibition.title,
    slug: exhibition.slug,
    subtitle: exhibition.subtitle,
    excerpt: exhibition.excerpt,
    artistName: exhibition.artist.name,
    artistSlug: exhibition.artist.slug,
    startsAt: toLocalInput(exhibition.startsAt),
    endsAt: toLocalInput(exhibition.endsAt),
    explicit: exhibition.explicit,
    backgroundColor: exhibition.backgroundColor,
    darkListing: exhibition.darkListing,
  };
}

/** What the form can tell before asking the server (which checks everything again). */
export function exhibitionDraftProblems(
  draft: ExhibitionDraft,
): Partial<Record<'title' | 'dates', ExhibitionDraftProblem>> {
  const problems: Partial<Record<'title' | 'dates', ExhibitionDraftProblem>> = {};
  if (draft.title.trim() === '') problems.title = 'titleRequired';
  const starts = fromLocalInput(draft.startsAt);
  const ends = fromLocalInput(draft.endsAt);
  if (!starts || !ends) problems.dates = 'datesRequired';
  else if (new Date(ends).getTime() <= new Date(starts).getTime()) problems.dates = 'datesOutOfOrder';
  return problems;
}

/** The body of a create or an edit (an empty address is made from the title by the server). */
export function exhibitionBody(draft: ExhibitionDraft): ExhibitionCreate {
  return {
    title: draft.title.trim(),
    ...(draft.slug.trim() ? { slug: draft.slug.trim() } : {}),
    subtitle: draft.subtitle,
    excerpt: draft.excerpt,
    artistName: draft.artistName,
    artistSlug: draft.artistSlug.trim(),
    startsAt: fromLocalInput(draft.startsAt) ?? '',
    endsAt: fromLocalInput(draft.endsAt) ?? '',
    explicit: draft.explicit,
    backgroundColor: draft.backgroundColor.trim(),
    darkListing: draft.darkListing,
  };
}

/** A slide's form. */
export type SlideDraft = { title: string; artistName: string; artistSlug: string; explicit: boolean };

export const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';
export const ACCEPTED_AUDIO = 'audio/mpeg,audio/ogg,audio/mp4,.mp3,.ogg,.m4a';
