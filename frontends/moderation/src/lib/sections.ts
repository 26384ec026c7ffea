/** The console's sections, in the order the navigation lists them (paths as in routes.manifest.json). */
export const CONSOLE_SECTIONS = [
  { id: 'overview', path: '/moderation', labelKey: 'nav.overview' },
  { id: 'studio-requests', path: '/moderation/studio-requests', labelKey: 'nav.studioRequests' },
  { id: 'reports', path: '/moderation/reports', labelKey: 'nav.reports' },
  { id: 'members', path: '/moderation/members', labelKey: 'nav.suspensions' },
  { id: 'artist-codes', path: '/moderation/artist-codes', labelKey: 'nav.artistCodes' },
  { id: 'refunds', path: '/moderation/refunds', labelKey: 'nav.refunds' },
  { id: 'exhibitions', path: '/moderation/exhibitions', labelKey: 'nav.exhibitions' },
  { id: 'slides', path: '/moderation/slides', labelKey: 'nav.slides' },
  { id: 'audit', path: '/moderation/audit', labelKey: 'nav.audit' },
] as const;

export type ConsoleSectionId = (typeof CONSOLE_SECTIONS)[number]['id'];
