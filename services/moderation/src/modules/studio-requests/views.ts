import type { StudioRequestView } from '@art/contracts';
import type { StoredStudioImage } from '../../db/schema.js';
import type { StudioRequestRow } from './queries.js';

/** Signs the address of one image variant for the operator (private objects), or null when absent. */
export type SignImage = (key: string | undefined) => string | null;

export function studioRequestView(row: StudioRequestRow, sign: SignImage): StudioRequestView {
  const images = row.images as StoredStudioImage[];
  return {
    id: row.id,
    applicant: {
      id: row.user_id,
      name: row.member_name ?? row.name,
      email: row.member_email ?? row.email,
      slug: row.member_slug ?? '',
    },
    message: row.message,
    images: images.map((image) => ({
      fileName: image.fileName,
      large: sign(image.keys.large),
      thumbnail: sign(image.keys.thumbnail),
    })),
    submittedAt: row.submitted_at.toISOString(),
    status: row.status,
    decidedAt: row.decided_at ? row.decided_at.toISOString() : null,
    decidedBy: row.decided_by ? { id: row.decided_by, name: row.decided_by_name ?? '' } : null,
    decisionReason: row.decision_reason,
  };
}
