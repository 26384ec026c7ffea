import type { ArtistCodeView } from '@art/contracts';
import type { ArtistCodeRow } from './queries.js';
import { artistCodeState } from './rules.js';

export function artistCodeView(row: ArtistCodeRow, now = new Date()): ArtistCodeView {
  return {
    id: row.id,
    state: artistCodeState(row, now),
    hint: row.hint,
    email: row.email,
    expiresAt: row.expires_at.toISOString(),
    usedBy: row.used_by ? { id: row.used_by, name: row.used_by_name ?? '' } : null,
    usedAt: row.used_at ? row.used_at.toISOString() : null,
    revokedAt: row.revoked_at ? row.revoked_at.toISOString() : null,
    createdBy: { id: row.created_by, name: row.created_by_name },
    createdAt: row.created_at.toISOString(),
  };
}
