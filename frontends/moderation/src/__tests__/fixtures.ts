// Answers as the moderation service and commerce give them, for the console's component tests.
import type {
  AppealView,
  ArtistCodeView,
  AuditEntry,
  ModerationOverview,
  RefundView,
  ReportCase,
  StudioRequestView,
  SuspensionView,
} from '@art/sdk/moderation';

export const operator = { _id: 'op-1', slug: 'asha', name: 'Asha', role: 1 };
const asha = { id: 'op-1', name: 'Asha' };

export const anOverview = (change: Partial<ModerationOverview> = {}): ModerationOverview => ({
  newMembers: { today: 3, week: 21 },
  orders: { today: 2, week: 9 },
  salesNpr: { today: 12500, week: 86000 },
  openReportCases: 4,
  pendingStudioRequests: 2,
  refundsDue: 0,
  deadLetters: 1,
  at: '2026-11-29T06:00:00.000Z',
  ...change,
});

export const aStudioRequest = (change: Partial<StudioRequestView> = {}): StudioRequestView => ({
  id: '00000000-0000-4000-8000-000000000001',
  applicant: { id: 'u-ram', name: 'Ram Thapa', email: 'ram@example.com', slug: 'ram-thapa' },
  message: 'I paint thangkas in Bhaktapur.',
  images: [
    { fileName: 'a.jpg', large: 'https://media.example/a-large.jpg', thumbnail: 'https://media.example/a-thumb.jpg' },
  ],
  submittedAt: '2026-11-28T09:00:00.000Z',
  status: 'pending',
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
  ...change,
});

/** Hari's post as a report saw it: the reports of one case can see different texts (he edited it between). */
const harisPost = (text: string) => ({ ownerId: 'u-hari', ownerName: 'Hari', text, imageUrls: [] });

type Report = ReportCase['reports'][number];
const aReport = (id: string, reporter: string, category: string, text: string, at: string, post: string): Report => ({
  id,
  reporter: { id: `u-${reporter.toLowerCase()}`, name: reporter },
  category: { id: category.toLowerCase(), name: category },
  text,
  snapshot: harisPost(post),
  at,
});

export const aReportCase = (change: Partial<ReportCase> = {}): ReportCase => ({
  id: '00000000-0000-4000-8000-0000000000c1',
  targetType: 'post',
  targetId: 'p-42',
  owner: { id: 'u-hari', name: 'Hari' },
  status: 'open',
  snapshot: harisPost('Buy followers here!!!'),
  reports: [
    aReport('r-1', 'Sita', 'Spam', 'This is an advert', '2026-11-28T10:00:00.000Z', 'Buy followers here!!!'),
    aReport('r-2', 'Gita', 'Scam', '', '2026-11-28T11:00:00.000Z', 'Buy followers now'),
  ],
  openedAt: '2026-11-28T10:00:00.000Z',
  outcome: null,
  decisionReason: null,
  resolvedAt: null,
  resolvedBy: null,
  history: {
    earlierCases: [
      {
        id: '00000000-0000-4000-8000-0000000000c0',
        outcome: 'warned',
        reportCount: 1,
        openedAt: '2026-10-01T10:00:00.000Z',
        resolvedAt: '2026-10-02T10:00:00.000Z',
        decisionReason: 'First warning for spam',
      },
    ],
    ownerActions: [],
  },
  ...change,
});

export const anAppeal = (change: Partial<AppealView> = {}): AppealView => ({
  id: '00000000-0000-4000-8000-0000000000a1',
  member: { id: 'u-bikash', name: 'Bikash' },
  text: 'I did not post that, my account was hacked.',
  submittedAt: '2026-11-28T12:00:00.000Z',
  status: 'open',
  decidedAt: null,
  decidedBy: null,
  decisionReason: null,
  suspension: { reason: 'Selling fakes', since: '2026-11-20T08:00:00.000Z' },
  ...change,
});

export const aSuspension = (change: Partial<SuspensionView> = {}): SuspensionView => ({
  member: { id: 'u-bikash', name: 'Bikash', email: 'bikash@example.com', slug: 'bikash' },
  reason: 'Selling fakes',
  since: '2026-11-20T08:00:00.000Z',
  suspendedBy: asha,
  caseId: null,
  appeal: anAppeal(),
  ...change,
});

export const aCode = (change: Partial<ArtistCodeView> = {}): ArtistCodeView => ({
  id: '00000000-0000-4000-8000-0000000000k1',
  state: 'unused',
  hint: 'QR7Z',
  email: null,
  expiresAt: '2026-12-29T00:00:00.000Z',
  usedBy: null,
  usedAt: null,
  revokedAt: null,
  createdBy: asha,
  createdAt: '2026-11-29T08:00:00.000Z',
  ...change,
});

export const aRefund = (change: Partial<RefundView> = {}): RefundView => ({
  _id: '00000000-0000-4000-8000-0000000000f1',
  orderId: '00000000-0000-4000-8000-0000000000d1',
  orderNumber: 'ART-2026-0042',
  provider: 'esewa',
  amountNpr: 4500,
  amount: 4500,
  currency: 'NPR',
  status: 'pending',
  reference: null,
  createdAt: '2026-11-27T08:00:00.000Z',
  refundedAt: null,
  ...change,
});

export const anAuditEntry = (change: Partial<AuditEntry> = {}): AuditEntry => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  operator: asha,
  action: 'report.hide',
  targetType: 'post',
  targetId: 'p-42',
  subjectUserId: 'u-hari',
  reason: 'Spam',
  before: { hidden: false },
  after: { hidden: true },
  requestId: 'req-1',
  at: '2026-11-29T09:30:00.000Z',
  ...change,
});
