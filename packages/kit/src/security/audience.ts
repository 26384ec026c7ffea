import { type QueryExecutorProvider, type RawBuilder, sql } from 'kysely';
import { AppError } from '../http/errors.js';

/**
 * Who may see and touch a member's content: the one rule every service applies to people's
 * artworks, posts, comments, lists, carts and chats. It is fed by the tables each service already
 * keeps (social's own blocks and follows; the others' projections of social's events and
 * identity's users), so a route asks the audience instead of remembering the rule.
 *
 * - A block hides each party from the other, both ways: listings leave the other's content out,
 *   details answer 404 (as if it were not there), writes answer 403 `blocked`.
 * - A private member's posts and lists are seen only by the member and their approved followers;
 *   others get 403 `private-account` ("This account is private") and the profile card.
 * - A suspended member (an operator's decision, identity's snapshot) is hidden from everybody but
 *   themself, guests included: listings leave their content and studio out, details answer 404,
 *   writes too. Lifting the suspension brings it all back: nothing is deleted.
 */
export interface AudienceSources {
  /** Blocker → blocked pairs. Columns default to blocker_id / blocked_id. */
  blocks: { table: string; blocker?: string; blocked?: string };
  /** Approved follows (private accounts only). Columns default to follower_id / artist_id. */
  follows?: { table: string; follower?: string; followed?: string };
  /** Each member's privacy setting (private accounts only). Columns default to id / is_private. */
  privacy?: { table: string; id?: string; isPrivate?: string };
  /**
   * Each member's suspension (the `suspended` flag of identity's snapshot, in the service's users
   * projection). Columns default to id / suspended. Without it nobody counts as suspended.
   */
  suspension?: { table: string; id?: string; suspended?: string };
}

/** A signed-in member's id, or null for a guest. */
export type AudienceViewer = string | null;

/** How a viewer stands to an owner, read in one query. */
export interface AudienceRelation {
  self: boolean;
  /** A block between the two, in either direction. */
  blocked: boolean;
  isPrivate: boolean;
  approvedFollower: boolean;
  /** The owner is suspended (hidden from everybody but themself). Absent: false. */
  suspended?: boolean;
}

/** What the viewer wants of the owner's content. */
export type AudienceIntent = 'view-profile' | 'view-content' | 'interact';

export type AudienceVerdict = 'allowed' | 'hidden' | 'private' | 'blocked';

/** Stable codes the frontends translate; the messages are the ones the product shows. */
export const AUDIENCE_REFUSALS = {
  blocked: { status: 'blocked', message: 'You cannot interact with this user' },
  private: { status: 'private-account', message: 'This account is private' },
} as const;

/**
 * The rule itself, on a relation already read: a block hides (details 404) when looking and refuses
 * (403) when acting; privacy closes content and interaction, never the profile card.
 */
export function audienceVerdict(relation: AudienceRelation, intent: AudienceIntent): AudienceVerdict {
  if (relation.self) return 'allowed';
  // A suspended member's things are not there for anybody else, whatever the intent.
  if (relation.suspended) return 'hidden';
  if (relation.blocked) return intent === 'interact' ? 'blocked' : 'hidden';
  if (intent === 'view-profile') return 'allowed';
  if (relation.isPrivate && !relation.approvedFollower) return 'private';
  return 'allowed';
}

export interface AudienceRefusalOptions {
  /** The 404 message of the thing looked at ("Artwork not found"): a hidden thing is not there. */
  notFoundMessage?: string;
}

/** The error of a verdict other than allowed. */
export function audienceRefusal(verdict: Exclude<AudienceVerdict, 'allowed'>, options: AudienceRefusalOptions = {}) {
  if (verdict === 'hidden') return new AppError(404, 'not-found', options.notFoundMessage ?? 'User not found');
  const refusal = verdict === 'blocked' ? AUDIENCE_REFUSALS.blocked : AUDIENCE_REFUSALS.private;
  return new AppError(403, refusal.status, refusal.message);
}

export interface Audience {
  /** How `viewer` stands to `ownerId` (a guest is never blocked and never a follower). */
  relation(viewer: AudienceViewer, ownerId: string): Promise<AudienceRelation>;
  /** The verdict for one owner. */
  verdict(viewer: AudienceViewer, ownerId: string, intent: AudienceIntent): Promise<AudienceVerdict>;
  /** Throws the refusal (404 hidden, 403 blocked / private-account) unless allowed. */
  assert(
    viewer: AudienceViewer,
    ownerId: string,
    intent: AudienceIntent,
    options?: AudienceRefusalOptions,
  ): Promise<void>;
  /**
   * A SQL condition for listings: true when no block stands between the viewer and the owner in
   * `ownerColumn` (a reference such as `artworks.author_id`) and the owner is not suspended (unless
   * it is the viewer). For a guest: only the suspension counts.
   */
  unblocked(viewer: AudienceViewer, ownerColumn: string): RawBuilder<boolean>;
  /** A SQL condition for listings of content: unblocked, and not private unless followed or own. */
  mayViewContent(viewer: AudienceViewer, ownerColumn: string): RawBuilder<boolean>;
  /** The member ids on the other side of a block with `viewer` (either direction). */
  blockedIds(viewer: string): Promise<Set<string>>;
  /**
   * The same audience reading through `executor` (a transaction): a check inside a transaction
   * must not wait for a second pool connection while it holds a row lock, or a burst of such
   * writes takes every connection and waits on itself.
   */
  within(executor: QueryExecutorProvider): Audience;
}

function columnsOf(sources: AudienceSources) {
  return {
    blocks: sql.table(sources.blocks.table),
    blocker: sql.ref(sources.blocks.blocker ?? 'blocker_id'),
    blocked: sql.ref(sources.blocks.blocked ?? 'blocked_id'),
    follows: sources.follows ? sql.table(sources.follows.table) : null,
    follower: sql.ref(sources.follows?.follower ?? 'follower_id'),
    followed: sql.ref(sources.follows?.followed ?? 'artist_id'),
    privacy: sources.privacy ? sql.table(sources.privacy.table) : null,
    privacyId: sql.ref(sources.privacy?.id ?? 'id'),
    isPrivate: sql.ref(sources.privacy?.isPrivate ?? 'is_private'),
    suspension: sources.suspension ? sql.table(sources.suspension.table) : null,
    suspensionId: sql.ref(sources.suspension?.id ?? 'id'),
    suspended: sql.ref(sources.suspension?.suspended ?? 'suspended'),
  };
}

/**
 * The audience of one service, over its own tables (see AudienceSources); `db` is the service's
 * Kysely instance or a transaction of it (the audience writes raw SQL over the named tables).
 */
export function createAudience(db: QueryExecutorProvider, sources: AudienceSources): Audience {
  const c = columnsOf(sources);

  const blockBetween = (viewer: string, owner: RawBuilder<unknown>) =>
    sql<boolean>`exists (select 1 from ${c.blocks} ab where (ab.${c.blocker} = ${owner} and ab.${c.blocked} = ${viewer}) or (ab.${c.blocker} = ${viewer} and ab.${c.blocked} = ${owner}))`;
  const ownerIsPrivate = (owner: RawBuilder<unknown>) =>
    c.privacy
      ? sql<boolean>`coalesce((select ap.${c.isPrivate} from ${c.privacy} ap where ap.${c.privacyId} = ${owner}), false)`
      : sql<boolean>`false`;
  // `not in` over the few suspended members: PostgreSQL hashes that list once per query, so a
  // listing pays one lookup per row, and the listings' indexes still serve the page.
  const ownerIsSuspended = (owner: RawBuilder<unknown>) =>
    c.suspension
      ? sql<boolean>`${owner} in (select asu.${c.suspensionId} from ${c.suspension} asu where asu.${c.suspended})`
      : sql<boolean>`false`;
  const follows = (viewer: string, owner: RawBuilder<unknown>) =>
    c.follows
      ? sql<boolean>`exists (select 1 from ${c.follows} af where af.${c.follower} = ${viewer} and af.${c.followed} = ${owner})`
      : sql<boolean>`false`;

  const audience: Audience = {
    async relation(viewer, ownerId) {
      const owner = sql`${ownerId}`;
      if (viewer === ownerId)
        return { self: true, blocked: false, isPrivate: false, approvedFollower: false, suspended: false };
      const { rows } = await sql<{ blocked: boolean; is_private: boolean; follows: boolean; suspended: boolean }>`select
          ${viewer ? blockBetween(viewer, owner) : sql`false`} as blocked,
          ${ownerIsPrivate(owner)} as is_private,
          ${viewer ? follows(viewer, owner) : sql`false`} as follows,
          ${ownerIsSuspended(owner)} as suspended`.execute(db);
      const row = rows[0];
      return {
        self: false,
        blocked: Boolean(row?.blocked),
        isPrivate: Boolean(row?.is_private),
        approvedFollower: Boolean(row?.follows),
        suspended: Boolean(row?.suspended),
      };
    },
    async verdict(viewer, ownerId, intent) {
      return audienceVerdict(await audience.relation(viewer, ownerId), intent);
    },
    async assert(viewer, ownerId, intent, options) {
      const verdict = await audience.verdict(viewer, ownerId, intent);
      if (verdict !== 'allowed') throw audienceRefusal(verdict, options);
    },
    unblocked(viewer, ownerColumn) {
      const owner = sql.ref(ownerColumn);
      if (!viewer) return c.suspension ? sql<boolean>`not ${ownerIsSuspended(owner)}` : sql<boolean>`true`;
      const unblocked = sql<boolean>`not ${blockBetween(viewer, owner)}`;
      if (!c.suspension) return unblocked;
      return sql<boolean>`(${owner} = ${viewer} or (${unblocked} and not ${ownerIsSuspended(owner)}))`;
    },
    mayViewContent(viewer, ownerColumn) {
      const owner = sql.ref(ownerColumn);
      if (!viewer) return sql<boolean>`(not ${ownerIsPrivate(owner)} and not ${ownerIsSuspended(owner)})`;
      return sql<boolean>`(${owner} = ${viewer} or (not ${blockBetween(viewer, owner)} and not ${ownerIsSuspended(owner)} and (not ${ownerIsPrivate(owner)} or ${follows(viewer, owner)})))`;
    },
    async blockedIds(viewer) {
      const { rows } = await sql<{
        id: string;
      }>`select ${c.blocked} as id from ${c.blocks} where ${c.blocker} = ${viewer}
        union select ${c.blocker} as id from ${c.blocks} where ${c.blocked} = ${viewer}`.execute(db);
      return new Set(rows.map((row) => row.id));
    },
    within(executor) {
      return createAudience(executor, sources);
    },
  };
  return audience;
}
