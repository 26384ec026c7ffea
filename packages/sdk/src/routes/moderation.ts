// Generated from @art/contracts/endpoints by `npm run generate -w @art/sdk`: do not edit.
import type { moderationEndpoints } from '@art/contracts/endpoints';
import { declaredRoute } from '../declared-route.js';

/** The moderation endpoints as the client calls them (paths under the API base). */
export const moderationRoutes = {
  overview: declaredRoute<(typeof moderationEndpoints)['overview']>('GET', '/moderation/overview'),
  studioRequests: declaredRoute<(typeof moderationEndpoints)['studioRequests']>('GET', '/moderation/studio-requests'),
  approveStudioRequest: declaredRoute<(typeof moderationEndpoints)['approveStudioRequest']>(
    'POST',
    '/moderation/studio-requests/:id/approve',
  ),
  rejectStudioRequest: declaredRoute<(typeof moderationEndpoints)['rejectStudioRequest']>(
    'POST',
    '/moderation/studio-requests/:id/reject',
  ),
  artistCodes: declaredRoute<(typeof moderationEndpoints)['artistCodes']>('GET', '/moderation/artist-codes'),
  issueArtistCode: declaredRoute<(typeof moderationEndpoints)['issueArtistCode']>('POST', '/moderation/artist-codes'),
  revokeArtistCode: declaredRoute<(typeof moderationEndpoints)['revokeArtistCode']>(
    'POST',
    '/moderation/artist-codes/:id/revoke',
  ),
  reportCases: declaredRoute<(typeof moderationEndpoints)['reportCases']>('GET', '/moderation/reports'),
  reportCase: declaredRoute<(typeof moderationEndpoints)['reportCase']>('GET', '/moderation/reports/:caseId'),
  dismissReportCase: declaredRoute<(typeof moderationEndpoints)['dismissReportCase']>(
    'POST',
    '/moderation/reports/:caseId/dismiss',
  ),
  hideReportedContent: declaredRoute<(typeof moderationEndpoints)['hideReportedContent']>(
    'POST',
    '/moderation/reports/:caseId/hide',
  ),
  warnReportedMember: declaredRoute<(typeof moderationEndpoints)['warnReportedMember']>(
    'POST',
    '/moderation/reports/:caseId/warn',
  ),
  suspendReportedMember: declaredRoute<(typeof moderationEndpoints)['suspendReportedMember']>(
    'POST',
    '/moderation/reports/:caseId/suspend',
  ),
  suspendMember: declaredRoute<(typeof moderationEndpoints)['suspendMember']>(
    'POST',
    '/moderation/members/:userId/suspend',
  ),
  reinstateMember: declaredRoute<(typeof moderationEndpoints)['reinstateMember']>(
    'POST',
    '/moderation/members/:userId/reinstate',
  ),
  suspensions: declaredRoute<(typeof moderationEndpoints)['suspensions']>('GET', '/moderation/suspensions'),
  appeals: declaredRoute<(typeof moderationEndpoints)['appeals']>('GET', '/moderation/appeals'),
  rejectAppeal: declaredRoute<(typeof moderationEndpoints)['rejectAppeal']>('POST', '/moderation/appeals/:id/reject'),
  audit: declaredRoute<(typeof moderationEndpoints)['audit']>('GET', '/moderation/audit'),
  auditCsv: declaredRoute<(typeof moderationEndpoints)['auditCsv']>('GET', '/moderation/audit.csv'),
} as const;
