import { Type } from 'typebox';
import { ExhibitionView, OperatorSlide } from './catalogue-api.js';
import { defineEvent } from './envelope.js';

/**
 * What other areas keep of an artwork (commerce's product projection, social's artwork links).
 * `version` grows with every change, written in the same transaction as the change.
 */
export const ArtworkSnapshot = Type.Object({
  artworkId: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  authorId: Type.String(),
  kind: Type.Union([Type.Literal('artist'), Type.Literal('user')]),
  /** Whole NPR; 0 means Not For Sale. */
  price: Type.Integer({ minimum: 0 }),
  stock: Type.Integer({ minimum: 0 }),
  inStore: Type.Boolean(),
  /** Pieces held by orders not yet paid or confirmed (not counted in `stock`); absent before holds were counted. */
  held: Type.Optional(Type.Integer({ minimum: 0 })),
  thumbnail: Type.String(),
  categories: Type.Array(Type.String()),
  /** What a report of the artwork keeps of it (social): optional, absent in older snapshots. */
  description: Type.Optional(Type.String()),
  /** The public addresses of its images (large), main first; optional as description. */
  imageUrls: Type.Optional(Type.Array(Type.String())),
  version: Type.Integer({ minimum: 1 }),
});

export const ArtworkCreated = defineEvent('catalogue.artwork.created', 1, ArtworkSnapshot);
export const ArtworkUpdated = defineEvent('catalogue.artwork.updated', 1, ArtworkSnapshot);
export const ArtworkDeleted = defineEvent(
  'catalogue.artwork.deleted',
  1,
  Type.Object({ artworkId: Type.String(), authorId: Type.String() }),
);

/** The number of artworks of a user after a change: identity shows it on the user view. */
export const ArtistWorksCounted = defineEvent(
  'catalogue.artist.works_counted',
  1,
  Type.Object({
    userId: Type.String(),
    totalArtworks: Type.Integer({ minimum: 0 }),
    version: Type.Integer({ minimum: 1 }),
  }),
);

const ArtworkEngagement = {
  artworkId: Type.String(),
  slug: Type.String(),
  name: Type.String(),
  thumbnail: Type.String(),
  /** The artwork's author: the one to notify. */
  authorId: Type.String(),
};

/** Published when a like is added (an unlike notifies nobody). */
export const ArtworkLiked = defineEvent(
  'catalogue.artwork.liked',
  1,
  Type.Object({ ...ArtworkEngagement, likerId: Type.String() }),
);

export const ArtworkCommented = defineEvent(
  'catalogue.artwork.commented',
  1,
  Type.Object({ ...ArtworkEngagement, commenterId: Type.String(), commentId: Type.String() }),
);

/**
 * A purchase inquiry from an exhibition or an artwork page. Contact details are what the mail needs
 * and are no secret; the studio's address is read from catalogue's user projection.
 */
export const InquiryReceived = defineEvent(
  'catalogue.inquiry.received',
  1,
  Type.Object({
    inquiryId: Type.String(),
    kind: Type.Union([Type.Literal('exhibition'), Type.Literal('artwork')]),
    name: Type.String(),
    email: Type.String(),
    phone: Type.String(),
    message: Type.String(),
    art: Type.String(),
    artist: Type.String(),
    artImage: Type.String(),
    studioEmail: Type.Union([Type.String(), Type.Null()]),
  }),
);

/** What an operator did to an exhibition or a home slide (uploads are updates). */
export const ShowcaseChange = Type.Union([Type.Literal('created'), Type.Literal('updated'), Type.Literal('deleted')]);

/**
 * An operator created, changed (words, dates, flags, pictures, audio) or deleted an exhibition:
 * the state before and after (null before a creation and after a deletion), for the audit log.
 * The envelope's actor is the operator.
 */
export const ExhibitionChanged = defineEvent(
  'catalogue.exhibition.changed',
  1,
  Type.Object({
    id: Type.String(),
    change: ShowcaseChange,
    before: Type.Union([ExhibitionView, Type.Null()]),
    after: Type.Union([ExhibitionView, Type.Null()]),
  }),
);

/**
 * A member followed (or stopped following) an exhibition: notification tells its followers when it
 * opens and two days before it closes. The exhibition's title, address and dates ride along, so
 * the follower's side knows them without having seen the exhibition's creation.
 */
const ExhibitionFollow = Type.Object({
  exhibitionId: Type.String(),
  userId: Type.String(),
  slug: Type.String(),
  title: Type.String(),
  startsAt: Type.String(),
  endsAt: Type.String(),
});
export const ExhibitionFollowed = defineEvent('catalogue.exhibition.followed', 1, ExhibitionFollow);
export const ExhibitionUnfollowed = defineEvent('catalogue.exhibition.unfollowed', 1, ExhibitionFollow);

/** The same for a slide of the home slider, with its place in the slider (0 first). */
export const SlideChanged = defineEvent(
  'catalogue.slide.changed',
  1,
  Type.Object({
    id: Type.String(),
    change: ShowcaseChange,
    before: Type.Union([OperatorSlide, Type.Null()]),
    after: Type.Union([OperatorSlide, Type.Null()]),
  }),
);

export const catalogueEvents = [
  ArtworkCreated,
  ArtworkUpdated,
  ArtworkDeleted,
  ArtistWorksCounted,
  ArtworkLiked,
  ArtworkCommented,
  InquiryReceived,
  ExhibitionChanged,
  ExhibitionFollowed,
  ExhibitionUnfollowed,
  SlideChanged,
] as const;
