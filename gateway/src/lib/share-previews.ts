import {
  type ArtworkAvailability,
  type ArtworkView,
  type ExhibitionView,
  isArtistRole,
  type PublicUser,
} from '@art/contracts';
import { isPictureAddress } from '@art/page-routes';
import type { ItemAvailability } from 'schema-dts';
import { canonicalPathOf } from './share-paths.js';
import { type SharePreview, SITE_NAME } from './share-tags.js';
import { artworkJsonLd, exhibitionJsonLd, studioJsonLd } from './structured-data.js';

// A shared page's preview from what a guest reads of it (catalogue's artwork and exhibition,
// identity's profile), and the generic one for a page that is not there. Only the fields a preview
// needs are read, each checked, so an answer of another shape gives no preview rather than a broken
// one (the caller sends the plain shell then).

/** The shell's own description (frontends/shell/public/index.html): the preview of the site itself. */
export const SITE_DESCRIPTION =
  'Art Marketplace: paintings, sculpture, photography and more from independent studios in Nepal. Prices in NPR.';

/** Open Graph's description is shown in two or three lines; longer is cut by the scrapers anyway. */
const DESCRIPTION_LENGTH = 200;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** Whitespace folded and cut at `length` code points (Devanagari is never split mid-letter). */
export function summaryOf(value: string, length = DESCRIPTION_LENGTH): string {
  const folded = value.replace(/\s+/g, ' ').trim();
  const characters = Array.from(folded);
  return characters.length > length
    ? `${characters
        .slice(0, length - 1)
        .join('')
        .trimEnd()}…`
    : folded;
}

/** "NPR 25,000", as the screens write it in English (packages/ui formatNpr). */
export function formatNpr(amount: number): string {
  return `NPR ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount)}`;
}

/**
 * An absolute http(s) address for a picture the service gave (`/media/<bucket>/<key>`, or
 * absolute already), or undefined for anything a scraper cannot fetch (data: URLs, empty).
 */
export function absoluteImageUrl(origin: string, value: unknown): string | undefined {
  const address = text(value).trim();
  if (address === '') return undefined;
  try {
    const url = new URL(address, `${origin}/`);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

const AVAILABILITY: Record<Exclude<ArtworkAvailability, 'not-for-sale'>, ItemAvailability> = {
  'for-sale': 'https://schema.org/InStock',
  // Held by an order not yet paid: it may come back, so not sold out.
  'on-hold': 'https://schema.org/Reserved',
  sold: 'https://schema.org/SoldOut',
};

/** The page of something a guest cannot see (missing, hidden, blocked, suspended): the site's preview. */
export function unavailablePreview(): SharePreview {
  return { title: SITE_NAME, description: SITE_DESCRIPTION, ogType: 'website', noindex: true };
}

/** An artwork's preview: its picture, name, studio and price in NPR; undefined if `data` is not one. */
export function artworkPreview(origin: string, data: unknown): SharePreview | undefined {
  if (!isObject(data) || !isObject(data.author)) return undefined;
  const artwork = data as Partial<ArtworkView>;
  const author = data.author as Partial<ArtworkView['author']>;
  const name = text(artwork.name).trim();
  const slug = text(artwork.slug);
  if (name === '' || slug === '') return undefined;
  const studio = text(author.name).trim();
  const url = origin + canonicalPathOf({ kind: 'artwork', slug });
  const studioUrl = text(author.slug) && origin + canonicalPathOf({ kind: 'studio', slug: text(author.slug) });
  const images = [artwork.image, ...(Array.isArray(artwork.images) ? artwork.images : [])]
    .map((image) => (isObject(image) && isObject(image.files) ? image : undefined))
    .flatMap((image) => {
      const files = image?.files as Partial<NonNullable<ArtworkView['image']>['files']> | undefined;
      const address = absoluteImageUrl(origin, files?.large?.url ?? files?.productImage?.url);
      return address && image ? [{ url: address, width: image.width, height: image.height }] : [];
    })
    .filter((image, index, all) => all.findIndex((other) => other.url === image.url) === index);
  const price = typeof artwork.price === 'number' && Number.isInteger(artwork.price) ? artwork.price : 0;
  const availability = artwork.availability;
  const forSale =
    price > 0 && availability !== undefined && availability !== 'not-for-sale' && availability in AVAILABILITY;
  const categories = (Array.isArray(artwork.categories) ? artwork.categories : [])
    .map((category) => text(isObject(category) ? category.name : undefined))
    .filter(Boolean);

  const byStudio = studio ? `${name} by ${studio}` : name;
  const facts = [forSale ? formatNpr(price) : '', categories[0] ?? ''].filter(Boolean).join(' · ');
  const description = summaryOf(text(artwork.description)) || summaryOf(`${byStudio}${facts ? ` · ${facts}` : ''}`);
  const main = images[0];
  const labels = [
    ...(forSale ? [{ label: 'Price', data: formatNpr(price) }] : []),
    ...(studio ? [{ label: 'Studio', data: studio }] : []),
  ];
  return {
    title: `${byStudio} | ${SITE_NAME}`,
    description,
    canonicalUrl: url,
    ogType: forSale ? 'product' : 'website',
    image: main && {
      url: main.url,
      alt: byStudio,
      width: typeof main.width === 'number' ? main.width : undefined,
      height: typeof main.height === 'number' ? main.height : undefined,
    },
    price: forSale ? { amount: price, currency: 'NPR' } : undefined,
    labels,
    jsonLd: [
      artworkJsonLd({
        url,
        name,
        description: summaryOf(text(artwork.description), 5000),
        images: images.map((image) => image.url),
        creator: { name: studio || SITE_NAME, url: studioUrl || undefined },
        artforms: categories,
        keywords: (Array.isArray(artwork.tags) ? artwork.tags : []).filter((tag) => typeof tag === 'string'),
        dateCreated: text(artwork.createdAt) || undefined,
        offer: forSale ? { price, availability: AVAILABILITY[availability as keyof typeof AVAILABILITY] } : undefined,
      }),
    ],
  };
}

/**
 * A studio's preview: its name, picture and biography, as the studio page's card shows them to a
 * guest. A private account, or a member who is not a studio (an artist role), gets the site's
 * preview: it chose who sees it, and a preview travels (chats, feeds, search results) far beyond
 * that (docs/decisions/0037-shared-pages.md).
 */
export function studioPreview(origin: string, data: unknown): SharePreview | undefined {
  if (!isObject(data)) return undefined;
  const profile = data as Partial<PublicUser>;
  const name = text(profile.name).trim();
  const slug = text(profile.slug);
  if (name === '' || slug === '') return undefined;
  const isStudio = typeof profile.role === 'number' && isArtistRole(profile.role);
  if (!isStudio || !isObject(profile.settings) || profile.settings.private !== false) return unavailablePreview();
  const url = origin + canonicalPathOf({ kind: 'studio', slug });
  const biography = summaryOf(text(isObject(profile.info) ? profile.info.biography : undefined));
  const picture = absoluteImageUrl(origin, profile.picture) ?? absoluteImageUrl(origin, profile.cover);
  const artworks = typeof profile.totalArtworks === 'number' ? profile.totalArtworks : 0;
  const description =
    biography ||
    `${name}'s studio on ${SITE_NAME}${artworks > 0 ? `: ${artworks} artwork${artworks === 1 ? '' : 's'}` : ''}.`;
  return {
    title: `${name} | ${SITE_NAME}`,
    description,
    canonicalUrl: url,
    ogType: 'profile',
    username: slug,
    image: picture ? { url: picture, alt: name } : undefined,
    leadImage: pageImageOf(profile.cover),
    labels: artworks > 0 ? [{ label: 'Artworks', data: String(artworks) }] : [],
    jsonLd: [
      studioJsonLd({
        url,
        id: text(profile._id) || slug,
        name,
        description: biography,
        image: picture,
        dateCreated: text(profile.createdAt) || undefined,
      }),
    ],
  };
}

/**
 * A picture address as the page's <img> has it (frontends/social ProfilePage: the cover as the
 * profile gives it), when it is one the page can load: a path on this site or an http(s) address.
 */
function pageImageOf(address: unknown): string | undefined {
  const value = text(address);
  return isPictureAddress(value) ? value : undefined;
}

/**
 * An exhibition's preview: its title, dates, artist and banner. An exhibition flagged explicit is
 * shown without its pictures and marked adult (the site asks for the visitor's age before them).
 */
export function exhibitionPreview(origin: string, data: unknown): SharePreview | undefined {
  if (!isObject(data)) return undefined;
  const exhibition = data as Partial<ExhibitionView>;
  const title = text(exhibition.title).trim();
  const slug = text(exhibition.slug) || text(exhibition._id);
  const startDate = text(exhibition.startsAt);
  const endDate = text(exhibition.endsAt);
  if (title === '' || slug === '') return undefined;
  const url = origin + canonicalPathOf({ kind: 'exhibition', slug });
  const adult = exhibition.explicit === true;
  const artist = isObject(exhibition.artist) ? exhibition.artist : undefined;
  const artistName = text(artist?.name).trim();
  const artistSlug = text(artist?.slug);
  const images = adult
    ? []
    : [exhibition.banner, exhibition.listingThumb]
        .map((image) => absoluteImageUrl(origin, image))
        .filter((image): image is string => image !== undefined);
  const description =
    summaryOf(text(exhibition.excerpt)) ||
    summaryOf(text(exhibition.subtitle)) ||
    `An exhibition${artistName ? ` of ${artistName}` : ''} on ${SITE_NAME}.`;
  const heading = artistName ? `${title} · ${artistName}` : title;
  return {
    title: `${heading} | ${SITE_NAME}`,
    description,
    canonicalUrl: url,
    ogType: 'website',
    adult,
    image: images[0] ? { url: images[0], alt: heading } : undefined,
    labels: artistName ? [{ label: 'Artist', data: artistName }] : [],
    // An event without its dates is no event to search engines: the preview only, then.
    jsonLd:
      !startDate || !endDate
        ? []
        : [
            exhibitionJsonLd({
              url,
              origin,
              name: title,
              description: summaryOf(text(exhibition.excerpt), 5000) || summaryOf(text(exhibition.subtitle), 5000),
              startDate,
              endDate,
              images,
              artist: artistName
                ? {
                    name: artistName,
                    url: artistSlug ? origin + canonicalPathOf({ kind: 'studio', slug: artistSlug }) : undefined,
                  }
                : undefined,
            }),
          ],
  };
}
