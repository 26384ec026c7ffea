import { type Static, Type } from 'typebox';
import { ArtworkAvailability } from './artwork-availability.js';

// The catalogue's answers as the screens read them (spec section 3 entities). Listing endpoints
// return the same ArtworkView; description may be '' there to keep pages small.

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const CategoryView = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  /** The main category's id for a sub-category; absent on main categories. */
  parent: Type.Optional(Type.String()),
});
export type CategoryView = Static<typeof CategoryView>;

export const SortedCategoryView = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  children: Type.Array(CategoryView),
});

const ImageFile = Type.Object({ fileName: Type.String(), url: Type.String(), fallbackUrl: Type.String() });

export const ArtworkImage = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  /** A tiny blurred picture (data: URL, about 16 px wide) shown while the real one loads. */
  placeholder: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  files: Type.Object({ thumbnail: ImageFile, gallery: ImageFile, productImage: ImageFile, large: ImageFile }),
});
export type ArtworkImage = Static<typeof ArtworkImage>;

export const ArtworkAuthor = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  role: Type.Integer(),
  picture: Type.String(),
  verifiedArtist: Type.Boolean(),
});

export const ArtworkView = Type.Object({
  _id: Type.String(),
  id: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  /** "NPR 25000", or "NOT FOR SALE" when the price is 0 (shown upper-cased, as the spec says). */
  priceField: Type.String(),
  price: Type.Integer({ minimum: 0 }),
  stock: Type.Integer({ minimum: 0 }),
  inStore: Type.Boolean(),
  /** For sale, on hold (held by an order not yet paid or confirmed), sold, or not for sale: availabilityOf. */
  availability: ArtworkAvailability,
  kind: Type.Union([Type.Literal('artist'), Type.Literal('user')]),
  image: Nullable(ArtworkImage),
  images: Type.Array(ArtworkImage),
  author: ArtworkAuthor,
  categories: Type.Array(CategoryView),
  tags: Type.Array(Type.String()),
  attributes: Type.Object({
    width: Nullable(Type.Number()),
    height: Nullable(Type.Number()),
    breadth: Nullable(Type.Number()),
    weight: Nullable(Type.Number()),
  }),
  likesCount: Type.Integer({ minimum: 0 }),
  /** Whether the signed-in viewer likes it; false for guests. */
  liked: Type.Boolean(),
  commentsCount: Type.Integer({ minimum: 0 }),
  views: Type.Integer({ minimum: 0 }),
  createdAt: Type.String(),
});
export type ArtworkView = Static<typeof ArtworkView>;

export const ArtworkComment = Type.Object({
  _id: Type.String(),
  comment: Type.String(),
  created: Type.String(),
  author: Type.Object({
    _id: Type.String(),
    name: Type.String(),
    slug: Type.String(),
    picture: Type.String(),
    verifiedArtist: Type.Boolean(),
  }),
});
export type ArtworkComment = Static<typeof ArtworkComment>;

/** A studio (or user) in the directory, with the counts the catalogue's projection keeps. */
export const ArtistView = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  slug: Type.String(),
  picture: Type.String(),
  cover: Type.String(),
  role: Type.Integer(),
  verifiedArtist: Type.Boolean(),
  categories: Type.Array(Type.Object({ _id: Type.String(), name: Type.String() })),
  followsCount: Type.Integer({ minimum: 0 }),
  productsCount: Type.Integer({ minimum: 0 }),
  totalArtworks: Type.Integer({ minimum: 0 }),
  info: Type.Object({ biography: Type.String() }),
});
export type ArtistView = Static<typeof ArtistView>;

export const Slide = Type.Object({
  imageMain: Type.String(),
  thumbnail: Type.String(),
  title: Type.String(),
  linkArtist: Type.Object({ name: Type.String(), slug: Type.String() }),
});
export type Slide = Static<typeof Slide>;

export const ExhibitionItem = Type.Object({
  title: Type.String(),
  details: Type.String(),
  thumb: Type.String(),
  imageMain: Type.String(),
  order: Type.Integer(),
  margins: Type.Object({ left: Type.Number(), right: Type.Number() }),
});

export const ExhibitionView = Type.Object({
  _id: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  subtitle: Type.String(),
  excerpt: Type.String(),
  artist: Type.Object({ name: Type.String(), slug: Type.String() }),
  explicit: Type.Boolean(),
  banner: Type.String(),
  listingThumb: Type.String(),
  background: Type.String(),
  backgroundColor: Type.String(),
  parallaxBackground: Type.String(),
  mediaUrl: Type.String(),
  darkListing: Type.Boolean(),
  startsAt: Type.String(),
  endsAt: Type.String(),
  items: Type.Array(ExhibitionItem),
});
export type ExhibitionView = Static<typeof ExhibitionView>;

/** Purchase inquiry (exhibition viewer's "Send us a message", and /sendemail). */
export const InquiryBody = Type.Object({
  name: Type.String({ maxLength: 120, default: '' }),
  email: Type.String({ maxLength: 254, default: '' }),
  phone: Type.String({ maxLength: 40, default: '' }),
  message: Type.String({ maxLength: 5000, default: '' }),
  art: Type.String({ maxLength: 300, default: '' }),
  artist: Type.String({ maxLength: 300, default: '' }),
  artImage: Type.String({ maxLength: 2000, default: '' }),
});
export type InquiryBody = Static<typeof InquiryBody>;
