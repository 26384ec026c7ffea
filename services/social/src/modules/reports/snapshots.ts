import type { EventData, ReportCreated } from '@art/contracts';
import type { Kysely } from 'kysely';
import type { SocialTables } from '../../db/schema.js';
import { commentForReport } from '../comments/queries.js';
import { isPostId } from '../posts/rules.js';
import { artworkForReport, postForReport, profileForReport } from './queries.js';
import type { ReportTarget } from './rules.js';

type Db = Kysely<SocialTables>;

/** What a report keeps of its target, as it is now (moderation keeps it even if it changes later). */
export type ReportSnapshot = NonNullable<EventData<typeof ReportCreated>['snapshot']>;

/**
 * The reported thing as it is now, with its owner; undefined when there is no such thing (or it is
 * hidden by an operator already, or deleted): a report of it is a 404.
 */
export const snapshotOf: Record<ReportTarget, (db: Db, id: string) => Promise<ReportSnapshot | undefined>> = {
  async post(db, id) {
    const post = isPostId(id) ? await postForReport(db, id) : undefined;
    if (!post || post.hidden_at) return undefined;
    return {
      ownerId: post.author_id,
      ownerName: post.name,
      text: post.text,
      imageUrls: post.picture ? [post.picture.files.large.url] : [],
    };
  },
  async comment(db, id) {
    const comment = isPostId(id) ? await commentForReport(db, id) : undefined;
    if (!comment || comment.hidden_at) return undefined;
    return { ownerId: comment.author_id, ownerName: comment.name, text: comment.comment, imageUrls: [] };
  },
  async product(db, id) {
    const artwork = await artworkForReport(db, id);
    if (!artwork) return undefined;
    const text = [artwork.name, artwork.description].filter(Boolean).join('\n\n');
    return {
      ownerId: artwork.author_id,
      ownerName: artwork.author_name ?? '',
      text,
      imageUrls: artwork.image_urls,
    };
  },
  async user(db, id) {
    const profile = await profileForReport(db, id);
    if (!profile) return undefined;
    return {
      ownerId: profile.id,
      ownerName: profile.name,
      text: [profile.name, profile.biography].filter(Boolean).join('\n\n'),
      imageUrls: profile.picture ? [profile.picture] : [],
    };
  },
};
