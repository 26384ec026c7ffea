import { type Static, Type } from 'typebox';
import { ArtworkAvailability } from './artwork-availability.js';
import { inMessage, StatusMessage } from './http.js';

// The catalogue's answers as the screens read them (categories, artworks, studios, slides,
// exhibitions). Listing endpoints return the same ArtworkView; description may be '' there to keep
// pages small.

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
  /** "NPR 25000", or "NOT FOR SALE" when the price is 0 (upper-cased, as the listings show it). */
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
  /** Absent on slides written before operators could edit them. */
  _id: Type.Optional(Type.String()),
  imageMain: Type.String(),
  thumbnail: Type.String(),
  title: Type.String(),
  linkArtist: Type.Object({ name: Type.String(), slug: Type.String() }),
  /** Marked explicit by an operator: the home shows it behind a warning. */
  explicit: Type.Optional(Type.Boolean()),
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
  /** The viewer follows it (told of its opening and closing); only on `GET /exhibitions/:id`, false for a guest. */
  following: Type.Optional(Type.Boolean()),
  /** How many members follow it; only on `GET /exhibitions/:id`. */
  followersCount: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type ExhibitionView = Static<typeof ExhibitionView>;

/** `POST` and `DELETE /exhibitions/:id/follow`: where the viewer stands after the call. */
export const ExhibitionFollowAnswer = Type.Object({
  status: Type.String(),
  following: Type.Boolean(),
  followersCount: Type.Integer({ minimum: 0 }),
});
export type ExhibitionFollowAnswer = Static<typeof ExhibitionFollowAnswer>;

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

// The sizes and sorts the catalogue's requests accept: the declarations' schemas bound them and
// the service pages with the same numbers.

export const LISTING_SORTS = ['new', 'pricehigh', 'pricelow', 'recommended'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];
/** A gallery or store page. */
export const LISTING_PAGE_SIZE = 15;
export const LISTING_MAX_LIMIT = 60;
/** A studio's works and the viewer's own, a page. */
export const WORKS_PAGE_SIZE = 12;
/** Home rows show at most 11; featured sends one more so "11+" always fills. */
export const FEATURED_SIZE = 12;
/** The liked page shows them all in one masonry grid; this bounds one answer. */
export const LIKED_LIMIT = 100;
/** Most comments one request reads (the :total of the comments path). */
export const COMMENTS_MAX_TOTAL = 100;

export const DIRECTORY_SORTS = ['followers', 'works'] as const;
export type DirectorySort = (typeof DIRECTORY_SORTS)[number];
/** A page of the studios list. */
export const DIRECTORY_PAGE_SIZE = 10;
export const DIRECTORY_MAX_LIMIT = 60;
/** "Top studios": the feed's side filter asks for 25; nobody needs more than a screenful. */
export const TOP_ARTISTS_DEFAULT = 25;
export const TOP_ARTISTS_MAX = 100;

// Request and answer shapes several catalogue endpoints share (see endpoints/catalogue.ts).

export const ArtworkIdParams = Type.Object({ id: Type.String({ maxLength: 64 }) });
export const ArtworkSlugParams = Type.Object({ slug: Type.String({ minLength: 1, maxLength: 300 }) });

/** Upload and Edit Art answer the artwork's slug, where the screen goes next. */
export const ArtworkWriteResponse = Type.Object({
  status: Type.String(),
  message: Type.String(),
  data: Type.Object({ productSlug: Type.String() }),
});
export const ArtworkDeleteResponse = StatusMessage;
export const ArtworkResponse = inMessage(ArtworkView);
export const ArtworkViewsResponse = Type.Object({ status: Type.String(), views: Type.Integer({ minimum: 0 }) });

export const ListingCategoryParams = Type.Object({
  cat: Type.String({ minLength: 1, maxLength: 100, description: 'Category slug, category id, or all' }),
});

export const ListingQuery = Type.Object({
  orderby: Type.Enum([...LISTING_SORTS], { default: 'new' }),
  price: Type.Optional(Type.String({ maxLength: 40, description: 'min,max in whole NPR' })),
  skip: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: LISTING_MAX_LIMIT, default: LISTING_PAGE_SIZE }),
});

export const ListingWindowQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: LISTING_MAX_LIMIT, default: LISTING_PAGE_SIZE }),
});

/** A home row beyond the first screen (recommended, followed). */
export const HomeRowQuery = Type.Object({
  skip: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: 60, default: FEATURED_SIZE }),
});

export const WorksPageQuery = Type.Object({ page: Type.Integer({ minimum: 1, maximum: 100_000, default: 1 }) });

export const ArtworkList = Type.Array(ArtworkView);

/** The prices a gallery's (or the store's) artworks span, whole NPR: the price slider's ends. */
export const PriceBounds = Type.Object({ min: Type.Integer({ minimum: 0 }), max: Type.Integer({ minimum: 0 }) });
export type PriceBounds = Static<typeof PriceBounds>;

/** `{status, message: ArtworkView[], total}`: gallery, store, similar; gallery and store add `priceBounds`. */
export const ListingResponse = Type.Object({
  status: Type.String(),
  message: ArtworkList,
  total: Type.Integer(),
  priceBounds: Type.Optional(PriceBounds),
});

/** `{status, success, result}`: featured, recommended (followed adds `error`). */
export const ListingResultResponse = Type.Object({
  status: Type.String(),
  success: Type.Boolean(),
  result: ArtworkList,
  error: Type.Optional(Type.Null()),
});

export const ArtworkListResponse = Type.Object({ status: Type.String(), message: ArtworkList });

export const ArtworkRef = Type.String({ minLength: 1, maxLength: 300, description: 'Artwork id (or slug)' });

const DirectoryWindow = {
  skip: Type.Integer({ minimum: 0, default: 0 }),
  limit: Type.Integer({ minimum: 1, maximum: DIRECTORY_MAX_LIMIT, default: DIRECTORY_PAGE_SIZE }),
};

export const ArtistSortableQuery = Type.Object({
  sortby: Type.Enum([...DIRECTORY_SORTS], { default: 'followers' }),
  ...DirectoryWindow,
  category: Type.Optional(Type.String({ maxLength: 100, description: 'all, or a category id, slug or name' })),
});

export const ArtistCategoryQuery = Type.Object({
  sortby: Type.Enum([...DIRECTORY_SORTS], { default: 'followers' }),
  ...DirectoryWindow,
});

export const ArtistPageResponse = Type.Object({
  status: Type.String(),
  message: Type.Array(ArtistView),
  total: Type.Integer(),
});
export const ArtistListResponse = Type.Object({ status: Type.String(), message: Type.Array(ArtistView) });

export const ExhibitionListResponse = Type.Object({ status: Type.String(), message: Type.Array(ExhibitionView) });
export const InquiryAnswer = Type.Object({ status: Type.String(), message: Type.String() });

// ---- Operators: exhibitions and home slides (issue 22) ----------------------------------------

/** Where an exhibition stands against the clock at the time of the request. */
export const ExhibitionPeriod = Type.Union([
  Type.Literal('current'),
  Type.Literal('upcoming'),
  Type.Literal('previous'),
]);
export type ExhibitionPeriod = Static<typeof ExhibitionPeriod>;

/** An exhibition as the operators' console reads it: the public view, its period now and when it was made. */
export const OperatorExhibition = Type.Object({
  ...ExhibitionView.properties,
  period: ExhibitionPeriod,
  createdAt: Type.String(),
});
export type OperatorExhibition = Static<typeof OperatorExhibition>;

/** The largest audio file an exhibition may carry (mp3, ogg or m4a, told by its bytes). */
export const EXHIBITION_AUDIO_MAX_BYTES = 20 * 1024 * 1024;
export const EXHIBITION_AUDIO_KINDS = ['mp3', 'ogg', 'm4a'] as const;
/** The pictures of an exhibition an operator uploads; `item` adds one more work to its walk. */
export const EXHIBITION_IMAGE_SLOTS = ['banner', 'listingThumb', 'background', 'parallaxBackground', 'item'] as const;
export type ExhibitionImageSlot = (typeof EXHIBITION_IMAGE_SLOTS)[number];
export const EXHIBITION_ITEMS_MAX = 60;

/**
 * An exhibition's words, dates and flags. Types and lengths are checked by the schema; what the
 * words must say (a title, dates in order, a free address, a known studio) is checked by the
 * service, which answers in plain words with a stable status (title-required, dates-invalid,
 * dates-out-of-order, slug-invalid, slug-taken, artist-unknown, colour-invalid, item-unknown).
 */
const ExhibitionFields = {
  title: Type.String({ maxLength: 200 }),
  /** The public address (/exhibitions/<slug>); made from the title when left out. */
  slug: Type.String({ maxLength: 120 }),
  subtitle: Type.String({ maxLength: 300 }),
  excerpt: Type.String({ maxLength: 5000 }),
  /** Shown as the exhibition's artist; with artistSlug the name links to that studio. */
  artistName: Type.String({ maxLength: 200 }),
  artistSlug: Type.String({ maxLength: 200 }),
  /** ISO 8601 with a zone: current, upcoming and previous follow these at every request. */
  startsAt: Type.String({ maxLength: 40 }),
  endsAt: Type.String({ maxLength: 40 }),
  explicit: Type.Boolean(),
  /** '' or a hex colour (#1a2b3c). */
  backgroundColor: Type.String({ maxLength: 30 }),
  darkListing: Type.Boolean(),
};

export const ExhibitionCreate = Type.Object({
  title: ExhibitionFields.title,
  startsAt: ExhibitionFields.startsAt,
  endsAt: ExhibitionFields.endsAt,
  slug: Type.Optional(ExhibitionFields.slug),
  subtitle: Type.Optional(ExhibitionFields.subtitle),
  excerpt: Type.Optional(ExhibitionFields.excerpt),
  artistName: Type.Optional(ExhibitionFields.artistName),
  artistSlug: Type.Optional(ExhibitionFields.artistSlug),
  explicit: Type.Optional(ExhibitionFields.explicit),
  backgroundColor: Type.Optional(ExhibitionFields.backgroundColor),
  darkListing: Type.Optional(ExhibitionFields.darkListing),
});
export type ExhibitionCreate = Static<typeof ExhibitionCreate>;

/** One work of the walk as an edit names it: by its uploaded picture, in the order wanted. */
export const ExhibitionItemEdit = Type.Object({
  imageMain: Type.String({ maxLength: 2000 }),
  title: Type.String({ maxLength: 200 }),
  details: Type.String({ maxLength: 2000 }),
  margins: Type.Optional(
    Type.Object({ left: Type.Number({ minimum: 0, maximum: 50 }), right: Type.Number({ minimum: 0, maximum: 50 }) }),
  ),
});

/** Only what is sent changes. `items` is the whole walk: reordered, retitled, or with works left out. */
export const ExhibitionUpdate = Type.Object({
  ...Type.Partial(ExhibitionCreate).properties,
  items: Type.Optional(Type.Array(ExhibitionItemEdit, { maxItems: EXHIBITION_ITEMS_MAX })),
  removeAudio: Type.Optional(Type.Boolean()),
});
export type ExhibitionUpdate = Static<typeof ExhibitionUpdate>;

export const OperatorExhibitionResponse = inMessage(OperatorExhibition);
export const OperatorExhibitionList = inMessage(Type.Array(OperatorExhibition));

/** A home slide as the console reads it: its place in the slider (0 first). */
export const OperatorSlide = Type.Object({
  _id: Type.String(),
  title: Type.String(),
  imageMain: Type.String(),
  thumbnail: Type.String(),
  linkArtist: Type.Object({ name: Type.String(), slug: Type.String() }),
  explicit: Type.Boolean(),
  position: Type.Integer({ minimum: 0 }),
});
export type OperatorSlide = Static<typeof OperatorSlide>;
export const HOME_SLIDES_MAX = 20;

/** A slide without its picture yet is kept but not shown on the home page until one is uploaded. */
export const SlideCreate = Type.Object({
  title: Type.String({ maxLength: 200 }),
  artistName: Type.Optional(Type.String({ maxLength: 200 })),
  artistSlug: Type.Optional(Type.String({ maxLength: 200 })),
  explicit: Type.Optional(Type.Boolean()),
  /** Where it goes (0 first); the end when left out. */
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: HOME_SLIDES_MAX })),
});
export type SlideCreate = Static<typeof SlideCreate>;
export const SlideUpdate = Type.Partial(SlideCreate);
export type SlideUpdate = Static<typeof SlideUpdate>;

export const OperatorSlideResponse = inMessage(OperatorSlide);
export const OperatorSlideList = inMessage(Type.Array(OperatorSlide));
