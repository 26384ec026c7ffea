import type {
  ExhibitionEvent,
  ItemAvailability,
  MergeLeafTypes,
  Offer,
  Person,
  ProductLeaf,
  ProfilePage,
  VisualArtwork,
  VisualArtworkLeaf,
  WithContext,
} from 'schema-dts';
import { SITE_NAME } from './share-tags.js';

// schema.org JSON-LD of the shared pages, typed by schema-dts (Google's schema.org typings): a
// property schema.org does not define on the type, or a value of the wrong kind, does not compile.
// Which properties are there follows Google's rich-result documentation, checked by
// test/support/rich-results.ts: an artwork for sale is a Product too (Google's product snippets and
// merchant listings read only Product: name, image, offers with price, priceCurrency and
// availability), an exhibition an online event (name, startDate, location; a VirtualLocation's url),
// a studio a ProfilePage whose mainEntity is the artist (a Person with a name).

/** A person as the pages link them: the artist of an artwork or an exhibition. */
export interface PersonFacts {
  name: string;
  /** Absolute address of their studio page, when they have one. */
  url?: string;
}

export interface ArtworkFacts {
  url: string;
  name: string;
  description: string;
  /** Absolute addresses, the main picture first. */
  images: readonly string[];
  creator: PersonFacts;
  /** The category names (painting, sculpture...). */
  artforms: readonly string[];
  keywords: readonly string[];
  dateCreated?: string;
  /** Absent when the artwork is not for sale at all (no price, or a member's own work). */
  offer?: { price: number; availability: ItemAvailability };
}

type ArtworkForSale = MergeLeafTypes<[VisualArtworkLeaf, ProductLeaf]>;

const personOf = (facts: PersonFacts): Person => ({
  '@type': 'Person',
  name: facts.name,
  ...(facts.url ? { url: facts.url } : {}),
});

export function artworkJsonLd(facts: ArtworkFacts): WithContext<VisualArtwork> | WithContext<ArtworkForSale> {
  const common = {
    '@context': 'https://schema.org' as const,
    '@id': facts.url,
    url: facts.url,
    name: facts.name,
    ...(facts.description ? { description: facts.description } : {}),
    ...(facts.images.length > 0 ? { image: [...facts.images] } : {}),
    creator: personOf(facts.creator),
    ...(facts.artforms.length > 0 ? { artform: [...facts.artforms] } : {}),
    ...(facts.keywords.length > 0 ? { keywords: facts.keywords.join(', ') } : {}),
    ...(facts.dateCreated ? { dateCreated: facts.dateCreated } : {}),
  };
  if (!facts.offer) return { ...common, '@type': 'VisualArtwork' };
  const offer: Offer = {
    '@type': 'Offer',
    url: facts.url,
    price: facts.offer.price,
    priceCurrency: 'NPR',
    availability: facts.offer.availability,
    seller: personOf(facts.creator),
  };
  // Google's merchant listings refuse a Product without a picture: without one it stays an artwork
  // with an offer (valid schema.org, no rich result) rather than a Product with an error.
  if (facts.images.length === 0) return { ...common, '@type': 'VisualArtwork', offers: offer };
  return { ...common, '@type': ['VisualArtwork', 'Product'], offers: offer };
}

export interface StudioFacts {
  url: string;
  id: string;
  name: string;
  description: string;
  image?: string;
  dateCreated?: string;
}

export function studioJsonLd(facts: StudioFacts): WithContext<ProfilePage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    '@id': facts.url,
    url: facts.url,
    ...(facts.dateCreated ? { dateCreated: facts.dateCreated } : {}),
    mainEntity: {
      '@type': 'Person',
      name: facts.name,
      identifier: facts.id,
      url: facts.url,
      ...(facts.description ? { description: facts.description } : {}),
      ...(facts.image ? { image: facts.image } : {}),
    },
  };
}

export interface ExhibitionFacts {
  url: string;
  origin: string;
  name: string;
  description: string;
  startDate: string;
  endDate: string;
  images: readonly string[];
  artist?: PersonFacts;
}

export function exhibitionJsonLd(facts: ExhibitionFacts): WithContext<ExhibitionEvent> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ExhibitionEvent',
    '@id': facts.url,
    url: facts.url,
    name: facts.name,
    ...(facts.description ? { description: facts.description } : {}),
    startDate: facts.startDate,
    endDate: facts.endDate,
    eventStatus: 'https://schema.org/EventScheduled',
    // The exhibition is a walk through its works on the site: an online event, held at its page.
    eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
    location: { '@type': 'VirtualLocation', url: facts.url },
    isAccessibleForFree: true,
    ...(facts.images.length > 0 ? { image: [...facts.images] } : {}),
    organizer: { '@type': 'Organization', name: SITE_NAME, url: facts.origin },
    ...(facts.artist ? { performer: personOf(facts.artist) } : {}),
  };
}
