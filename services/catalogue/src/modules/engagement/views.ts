import type { ArtworkComment } from '@art/contracts';

interface CommentRow {
  id: string;
  comment: string;
  created_at: Date | string;
}

interface CommenterRow {
  name: string;
  slug: string;
  picture: string;
  verified_artist: boolean;
}

/** A comment as the artwork page shows it; an author identity has not told us about shows blank. */
export function toCommentView(row: CommentRow, authorId: string, author: CommenterRow | undefined): ArtworkComment {
  return {
    _id: row.id,
    comment: row.comment,
    created: new Date(row.created_at).toISOString(),
    author: {
      _id: authorId,
      name: author?.name ?? '',
      slug: author?.slug ?? '',
      picture: author?.picture ?? '',
      verifiedArtist: author?.verified_artist ?? false,
    },
  };
}

/** The picture a like or comment notification shows. */
export const thumbnailOf = (image: { files?: { thumbnail?: { url?: string } } } | null) =>
  image?.files?.thumbnail?.url ?? '';
