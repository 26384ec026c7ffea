import { metaOf, type PageHead } from './page-head.js';

// The rules the shared pages are held to, as the validators apply them:
// - JSON-LD: each block parses as JSON, says `@context` schema.org and has a known `@type`
//   (Schema Markup Validator, validator.schema.org);
// - Google's rich results (Rich Results Test), the required properties of each feature, from Google
//   Search Central's structured-data documentation:
//   product snippets and merchant listings (Product: name; offers, review or aggregateRating;
//   merchant listings add image and offers; Offer: price or priceSpecification.price, priceCurrency
//   in ISO 4217, availability an ItemAvailability), events (Event: name, startDate, location; a
//   VirtualLocation needs url, a Place an address; an online event's location is a
//   VirtualLocation; dates ISO 8601, the end not before the start; eventStatus an EventStatusType),
//   profile pages (ProfilePage: mainEntity, a Person or Organization with a name or alternateName);
//   URLs absolute;
// - link previews: Open Graph's required properties (ogp.me: og:title, og:type, og:image, og:url)
//   and the Twitter card's (twitter:card; summary_large_image with twitter:title and twitter:image).
// Each rule failing is one line of the answer: a page passes when the list is empty.

type Node = Record<string, unknown>;

const SCHEMA_ORG = new Set(['https://schema.org', 'http://schema.org', 'https://schema.org/', 'http://schema.org/']);
/** The types the marketplace writes, and those nested in them. */
const KNOWN_TYPES = new Set([
  'VisualArtwork',
  'Product',
  'Offer',
  'Person',
  'Organization',
  'ArtGallery',
  'ProfilePage',
  'ExhibitionEvent',
  'Event',
  'VirtualLocation',
  'Place',
  'PostalAddress',
  'ImageObject',
]);
const ITEM_AVAILABILITY = new Set(
  [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ].map((value) => `https://schema.org/${value}`),
);
const EVENT_STATUS = new Set(
  ['EventCancelled', 'EventMovedOnline', 'EventPostponed', 'EventRescheduled', 'EventScheduled'].map(
    (value) => `https://schema.org/${value}`,
  ),
);
const ISO_8601 = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const typesOf = (node: Node): string[] => {
  const type = node['@type'];
  return Array.isArray(type) ? type.filter((t) => typeof t === 'string') : typeof type === 'string' ? [type] : [];
};
const isA = (node: Node, ...types: string[]) => typesOf(node).some((type) => types.includes(type));
const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
const filled = (value: unknown) =>
  (typeof value === 'string' && value.trim() !== '') || typeof value === 'number' || isNode(value);
const isAbsoluteUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};
const imageUrls = (value: unknown) => listOf(value).map((image) => (isNode(image) ? image.url : image));

function urlProblems(where: string, node: Node, keys: string[]): string[] {
  return keys.flatMap((key) =>
    node[key] === undefined
      ? []
      : (key === 'image' ? imageUrls(node[key]) : listOf(node[key]))
          .filter((value) => !isAbsoluteUrl(value))
          .map((value) => `${where}.${key}: ${JSON.stringify(value)} is not an absolute URL`),
  );
}

function typeProblems(where: string, node: Node): string[] {
  const types = typesOf(node);
  if (types.length === 0) return [`${where}: no @type`];
  return types.filter((type) => !KNOWN_TYPES.has(type)).map((type) => `${where}: unknown @type ${type}`);
}

function offerProblems(where: string, offer: unknown, merchantListing: boolean): string[] {
  if (!isNode(offer)) return [`${where}: an Offer must be an object`];
  const problems = typeProblems(where, offer);
  if (!isA(offer, 'Offer')) problems.push(`${where}: @type must be Offer`);
  const price = isNode(offer.priceSpecification) ? offer.priceSpecification.price : offer.price;
  if (price === undefined) problems.push(`${where}: price (or priceSpecification.price) is required`);
  else if (!(typeof price === 'number' || (typeof price === 'string' && /^\d+(?:\.\d+)?$/.test(price))))
    problems.push(`${where}.price: ${JSON.stringify(price)} is not a number`);
  const currency = offer.priceCurrency;
  if (currency === undefined && merchantListing) problems.push(`${where}: priceCurrency is required`);
  if (currency !== undefined && !(typeof currency === 'string' && /^[A-Z]{3}$/.test(currency)))
    problems.push(`${where}.priceCurrency: ${JSON.stringify(currency)} is not an ISO 4217 code`);
  if (offer.availability !== undefined && !ITEM_AVAILABILITY.has(String(offer.availability)))
    problems.push(`${where}.availability: ${JSON.stringify(offer.availability)} is not an ItemAvailability`);
  return [...problems, ...urlProblems(where, offer, ['url'])];
}

function productProblems(where: string, node: Node): string[] {
  const problems: string[] = [];
  if (!filled(node.name)) problems.push(`${where}: name is required (Product)`);
  if (node.offers === undefined && node.review === undefined && node.aggregateRating === undefined)
    problems.push(`${where}: one of offers, review or aggregateRating is required (Product)`);
  // Merchant listings: a product offered for sale needs its picture.
  const merchantListing = node.offers !== undefined;
  if (merchantListing && imageUrls(node.image).length === 0)
    problems.push(`${where}: image is required (merchant listing)`);
  listOf(node.offers).forEach((offer, index) => {
    problems.push(...offerProblems(`${where}.offers[${index}]`, offer, merchantListing));
  });
  return problems;
}

function nameProblems(where: string, value: unknown, what: string): string[] {
  if (value === undefined) return [];
  return listOf(value).flatMap((person, index) =>
    isNode(person) && filled(person.name) ? [] : [`${where}.${what}[${index}]: a name is required`],
  );
}

function eventProblems(where: string, node: Node): string[] {
  const problems: string[] = [];
  if (!filled(node.name)) problems.push(`${where}: name is required (Event)`);
  for (const key of ['startDate', 'endDate'] as const) {
    const value = node[key];
    if (value === undefined) {
      if (key === 'startDate') problems.push(`${where}: startDate is required (Event)`);
    } else if (typeof value !== 'string' || !ISO_8601.test(value) || Number.isNaN(Date.parse(value)))
      problems.push(`${where}.${key}: ${JSON.stringify(value)} is not an ISO 8601 date`);
  }
  if (typeof node.startDate === 'string' && typeof node.endDate === 'string')
    if (Date.parse(node.endDate) < Date.parse(node.startDate)) problems.push(`${where}: endDate is before startDate`);
  const locations = listOf(node.location);
  if (locations.length === 0) problems.push(`${where}: location is required (Event)`);
  locations.forEach((location, index) => {
    const at = `${where}.location[${index}]`;
    if (!isNode(location)) problems.push(`${at}: must be a Place or a VirtualLocation`);
    else if (isA(location, 'VirtualLocation')) {
      if (!isAbsoluteUrl(location.url)) problems.push(`${at}: a VirtualLocation needs an absolute url`);
    } else if (isA(location, 'Place')) {
      if (!filled(location.address)) problems.push(`${at}: a Place needs an address`);
    } else problems.push(`${at}: must be a Place or a VirtualLocation`);
  });
  if (
    node.eventAttendanceMode === 'https://schema.org/OnlineEventAttendanceMode' &&
    !locations.some((location) => isNode(location) && isA(location, 'VirtualLocation'))
  )
    problems.push(`${where}: an online event's location must be a VirtualLocation`);
  if (node.eventStatus !== undefined && !EVENT_STATUS.has(String(node.eventStatus)))
    problems.push(`${where}.eventStatus: ${JSON.stringify(node.eventStatus)} is not an EventStatusType`);
  problems.push(
    ...nameProblems(where, node.organizer, 'organizer'),
    ...nameProblems(where, node.performer, 'performer'),
  );
  return problems;
}

function profilePageProblems(where: string, node: Node): string[] {
  const entity = node.mainEntity;
  if (!isNode(entity)) return [`${where}: mainEntity is required (ProfilePage)`];
  const problems = typeProblems(`${where}.mainEntity`, entity);
  if (!isA(entity, 'Person', 'Organization', 'ArtGallery'))
    problems.push(`${where}.mainEntity: must be a Person or an Organization`);
  if (!filled(entity.name) && !filled(entity.alternateName))
    problems.push(`${where}.mainEntity: name or alternateName is required`);
  return [...problems, ...urlProblems(`${where}.mainEntity`, entity, ['url', 'image'])];
}

function visualArtworkProblems(where: string, node: Node): string[] {
  const problems: string[] = [];
  if (!filled(node.name)) problems.push(`${where}: name is required (VisualArtwork)`);
  problems.push(...nameProblems(where, node.creator, 'creator'));
  return problems;
}

/** What the validators would object to in one parsed JSON-LD block. */
export function structuredDataProblems(block: unknown, where = 'jsonLd'): string[] {
  if (!isNode(block)) return [`${where}: not a JSON object`];
  const problems: string[] = [];
  if (!SCHEMA_ORG.has(String(block['@context']))) problems.push(`${where}: @context must be https://schema.org`);
  problems.push(...typeProblems(where, block));
  if (isA(block, 'Product')) problems.push(...productProblems(where, block));
  if (isA(block, 'VisualArtwork')) problems.push(...visualArtworkProblems(where, block));
  if (isA(block, 'ExhibitionEvent', 'Event')) problems.push(...eventProblems(where, block));
  if (isA(block, 'ProfilePage')) problems.push(...profilePageProblems(where, block));
  if (block.offers !== undefined && !isA(block, 'Product'))
    listOf(block.offers).forEach((offer, index) => {
      problems.push(...offerProblems(`${where}.offers[${index}]`, offer, false));
    });
  problems.push(...urlProblems(where, block, ['url', 'image', '@id']));
  return problems;
}

/** Every JSON-LD block of the page, parsed; a block that does not parse is a problem of its own. */
export function jsonLdOf(head: PageHead): { blocks: unknown[]; problems: string[] } {
  const blocks: unknown[] = [];
  const problems: string[] = [];
  head.jsonLd.forEach((text, index) => {
    try {
      blocks.push(JSON.parse(text));
    } catch (error) {
      problems.push(`jsonLd[${index}]: does not parse as JSON (${(error as Error).message})`);
    }
  });
  return { blocks, problems };
}

/** The page's JSON-LD against the rules above (a page with none has nothing to object to). */
export function pageStructuredDataProblems(head: PageHead): string[] {
  const { blocks, problems } = jsonLdOf(head);
  return [...problems, ...blocks.flatMap((block, index) => structuredDataProblems(block, `jsonLd[${index}]`))];
}

/** Open Graph's and the Twitter card's required tags, for a page with a picture. */
export function linkPreviewProblems(head: PageHead): string[] {
  const problems: string[] = [];
  if (head.titles.length !== 1) problems.push(`the page has ${head.titles.length} <title> elements`);
  for (const key of ['og:title', 'og:type', 'og:image', 'og:url', 'twitter:card', 'twitter:title', 'twitter:image'])
    if (!metaOf(head, key)) problems.push(`${key} is missing`);
  for (const key of ['og:image', 'og:url', 'twitter:image'])
    if (metaOf(head, key) && !isAbsoluteUrl(metaOf(head, key))) problems.push(`${key} is not an absolute URL`);
  const card = metaOf(head, 'twitter:card');
  if (card && !['summary', 'summary_large_image', 'app', 'player'].includes(card))
    problems.push(`twitter:card ${card} is not a card type`);
  if (head.canonicals.length !== 1) problems.push(`the page has ${head.canonicals.length} canonical links`);
  else if (head.canonicals[0] !== metaOf(head, 'og:url')) problems.push('og:url differs from the canonical link');
  return problems;
}
