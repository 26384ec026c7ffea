import { type ArtworkImage, InquiryReceived } from '@art/contracts';
import { type EventContext, writeEvent } from '@art/kit';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { CatalogueTables, ExhibitionItemRow } from '../../db/schema.js';
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
 * index bounds that read).
 */
async function artworkNamed(trx: Trx, art: string, studio: Studio | undefined) {
  if (!art) return undefined;
  return trx
    .selectFrom('artworks')
    .select(['id', 'author_id', 'image'])
    .where('deleted_at', 'is', null)
    .where('hidden_at', 'is', null)
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
 * Stores a purchase inquiry and, in the same transaction, the event notification turns into mails
 * (to the marketplace, and to the studio when the form leads to one: its address comes from the
 * users projection, never from the form).
 */
export async function recordInquiry(
  db: Kysely<CatalogueTables>,
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
      artImage = pictureOf(inquiry.art, { exhibition });
    } else {
      const artwork = await artworkNamed(trx, inquiry.art, studio);
      artworkId = artwork?.id ?? null;
      studio ??= await studioById(trx, artwork?.author_id ?? null);
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
