import type { AuditFilters } from '@art/sdk/moderation';

/** The console's react-query keys: one place, so an action can refetch what it changed. */
export const moderationKeys = {
  all: ['moderation'] as const,
  overview: ['moderation', 'overview'] as const,
  studioRequests: ['moderation', 'studio-requests'] as const,
  reportCases: ['moderation', 'report-cases'] as const,
  appeals: ['moderation', 'appeals'] as const,
  suspensions: ['moderation', 'suspensions'] as const,
  artistCodes: ['moderation', 'artist-codes'] as const,
  refunds: ['moderation', 'refunds'] as const,
  exhibitions: ['moderation', 'exhibitions'] as const,
  slides: ['moderation', 'slides'] as const,
  auditAll: ['moderation', 'audit'] as const,
  audit: (filters: AuditFilters, pages: number) => ['moderation', 'audit', filters, pages] as const,
};
