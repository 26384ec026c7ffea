import { youtubeVideoId } from '@art/contracts/youtube';

/** The composer's limit for an attached image (5 MB; the server's is configured, default 5 MB). */
export const POST_IMAGE_LIMIT_MB = 5;

export type DraftProblem = 'textRequired' | 'invalidYoutube' | 'imageTooLarge' | null;

/** The composer's own checks, in the server's order, before anything is sent. */
export function postDraftProblem(draft: {
  text: string;
  youtubeUrl: string;
  picture: { size: number } | null;
}): DraftProblem {
  if (!draft.text.trim()) return 'textRequired';
  if (draft.youtubeUrl.trim() && !youtubeVideoId(draft.youtubeUrl)) return 'invalidYoutube';
  if (draft.picture && draft.picture.size > POST_IMAGE_LIMIT_MB * 1024 * 1024) return 'imageTooLarge';
  return null;
}
