import { type ArtworkImage, InquiryReceived } from '@art/contracts';
import {
  type Audience,
  type AudienceVerdict,
  type AudienceViewer,
  audienceRefusal,
  type EventContext,
  notFound,
  writeEvent,
} from '@art/kit';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { CatalogueTables, ExhibitionItemRow } from '../../db/schema.js';
import { ARTWORK_UNAVAILABLE } from '../artworks/rules.js';
import { EXHIBITION_UNAVAILABLE } from '../exhibitions/queries.js';
import type { CheckedInquiry } from './rules.js';

export type InquiryKind = 'exhibition' | 'artwork';
type Trx = Transaction<CatalogueTables>;

interface Studio {
  id: string;
  email: string;
}

/** The studio a form names, by slug or by name (artists only). */
async function studioNamed(trx: Trx, artist: string): Promise<Studio | undefined> {
  if (!artist) return undefined;
  return trx
    .selectFrom('users')
    .select(['id', 'email'])
    .where(sql<boolean>`role between 11 and 20`)
    .where((eb) => eb.or([eb('slug', '=', artist.toLowerCase()), eb(sql`lower(name)`, '=', artist.toLowerCase())]))
    .orderBy('followers_count', 'desc')
    .executeTakeFirst();
}

async function studioById(trx: Trx, id: string | null): Promise<Studio | undefined> {
  if (!id) return undefined;
  return trx.selectFrom('users').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
}

/**
 * The artwork a form is about: by slug, or by name among the named studio's works (the author
 * index bounds that read). A hidden one is found too, so that the inquiry is refused as its page
 * is, rather than mailed to its studio without it.
 */
async function artworkNamed(trx: Trx, art: string, studio: Studio | undefined) {
  if (!art) return undefined;
  return trx
    .selectFrom('artworks')
    .select(['id', 'author_id', 'image', 'hidden_at'])
    .where('deleted_at', 'is', null)
    .where((eb) =>
      studio
        ? eb.or([
            eb('slug', '=', art.toLowerCase()),
            eb.and([eb('author_id', '=', studio.id), eb(sql`lower(name)`, '=', art.toLowerCase())]),
          ])
        : eb('slug', '=', art.toLowerCase()),
    )
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

/** The exhibition of the named studio, the running one before others. */
async function exhibitionOf(trx: Trx, artist: string, studio: Studio | undefined) {
  if (!artist && !studio) return undefined;
  return trx
    .selectFrom('exhibitions')
    .select(['id', 'artist_id', 'items'])
    .where((eb) =>
      eb.or([
        eb(sql`lower(artist_name)`, '=', artist.toLowerCase()),
        ...(studio ? [eb('artist_id', '=', studio.id)] : []),
      ]),
    )
    .orderBy(sql`(now() between starts_at and ends_at)`, 'desc')
    .orderBy('starts_at', 'desc')
    .executeTakeFirst();
}

/**
 * The picture the mail shows: the one catalogue keeps for the work the form names (an artwork's
 * main image, or the exhibition item of that title), never the form's `artImage`, which anyone can
 * set to any address and would then be shown in a mail sent under the marketplace's name.
 */
function pictureOf(
  art: string,
  found: { artwork?: { image: ArtworkImage | null }; exhibition?: { items: ExhibitionItemRow[] } },
): string {
  if (found.artwork) return found.artwork.image?.files.gallery.url ?? '';
  const title = art.toLowerCase();
  const item = title ? found.exhibition?.items.find((entry) => entry.title.trim().toLowerCase() === title) : undefined;
  return item?.thumb || item?.imageMain || '';
}

/**
 * Refuses the inquiry when any member it leads to (the studio, the artwork's author, the
 * exhibition's studio) is hidden from the sender: 404 with the page's own words when suspended (as
 * the page answers everybody), 403 `blocked` across a block (as a like or a comment is). A
 * suspension outranks a block, so a sender in a block with a suspended studio gets everybody's 404.
 */
async function refuseHiddenOwners(
  audience: Audience,
  viewer: AudienceViewer,
  ownerIds: (string | null | undefined)[],
  notFoundMessage: string,
) {
  const verdicts: AudienceVerdict[] = [];
  for (const owner of new Set(ownerIds)) {
    if (owner) verdicts.push(await audience.verdict(viewer, owner, 'interact'));
  }
  for (const refusal of ['hidden', 'blocked', 'private'] as const) {
    if (verdicts.includes(refusal)) throw audienceRefusal(refusal, { notFoundMessage });
  }
}

/**
 * Stores a purchase inquiry and, in the same transaction, the event notification turns into mails
 * (to the marketplace, and to the studio when the form leads to one: its address comes from the
 * users projection, never from the form). The audience is asked before anything is written: a
 * refused inquiry leaves no row and no event, so no mail.
 */
export async function recordInquiry(
  db: Kysely<CatalogueTables>,
  audience: Audience,
  viewer: AudienceViewer,
  kind: InquiryKind,
  inquiry: CheckedInquiry,
  context: EventContext,
): Promise<string> {
  return db.transaction().execute(async (trx) => {
    let studio = await studioNamed(trx, inquiry.artist);
    let exhibitionId: string | null = null;
    let artworkId: string | null = null;
    let artImage: string;
    if (kind === 'exhibition') {
      const exhibition = await exhibitionOf(trx, inquiry.artist, studio);
      exhibitionId = exhibition?.id ?? null;
      studio ??= await studioById(trx, exhibition?.artist_id ?? null);
      await refuseHiddenOwners(
        audience.within(trx),
        viewer,
        [studio?.id, exhibition?.artist_id],
        EXHIBITION_UNAVAILABLE,
      );
      artImage = pictureOf(inquiry.art, { exhibition });
    } else {
      const artwork = await artworkNamed(trx, inquiry.art, studio);
      // Hidden by an operator: there for its author only, as on its page.
      if (artwork?.hidden_at && artwork.author_id !== viewer) throw notFound(ARTWORK_UNAVAILABLE);
      artworkId = artwork?.id ?? null;
      studio ??= await studioById(trx, artwork?.author_id ?? null);
      await refuseHiddenOwners(audience.within(trx), viewer, [studio?.id, artwork?.author_id], ARTWORK_UNAVAILABLE);
      artImage = pictureOf(inquiry.art, { artwork });
    }
    const { id } = await trx
      .insertInto('inquiries')
      .values({
        kind,
        exhibition_id: exhibitionId,
        artwork_id: artworkId,
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        message: inquiry.message,
        art: inquiry.art,
        artist: inquiry.artist,
        art_image: artImage,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeEvent(
      trx,
      InquiryReceived,
      {
        inquiryId: id,
        kind,
        name: inquiry.name,
        email: inquiry.email,
        phone: inquiry.phone,
        message: inquiry.message,
        art: inquiry.art,
        artist: inquiry.artist,
        artImage,
        studioEmail: studio?.email || null,
      },
      context,
    );
    return id;
  });
}
