// What an operator sees on each page of the console (react-dom/server inside the shell's providers,
// the lists already answered): headings, rows, the decisions offered, the empty states.

import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { ApiError } from '@art/sdk';
import { languageTextsLoaded, renderWithShell, tagOf, textOf } from '@art/ui/testing';
import { IssuedCode } from '../Components/codes/IssuedCode.js';
import { QueryState } from '../Components/console/QueryState.js';
import { ReasonDialog } from '../Components/console/ReasonDialog.js';
import { moderationKeys } from '../moderationKeys.js';
import { ArtistCodesRoute } from '../Routes/ArtistCodes/ArtistCodesRoute.js';
import { AuditLogRoute } from '../Routes/AuditLog/AuditLogRoute.js';
import { OverviewRoute } from '../Routes/Overview/OverviewRoute.js';
import { RefundsRoute } from '../Routes/Refunds/RefundsRoute.js';
import { ReportsRoute } from '../Routes/Reports/ReportsRoute.js';
import { StudioRequestsRoute } from '../Routes/StudioRequests/StudioRequestsRoute.js';
import { SuspensionsRoute } from '../Routes/Suspensions/SuspensionsRoute.js';
import {
  aCode,
  anAppeal,
  anAuditEntry,
  anOverview,
  aRefund,
  aReportCase,
  aStudioRequest,
  aSuspension,
  operator,
} from './fixtures.js';

const h1Count = (html: string) => (html.match(/<h1[\s>]/g) ?? []).length;
const ignore = () => {};

// Some renders below are in Nepali or Chinese, whose texts a page fetches when it needs them.
before(languageTextsLoaded);
describe('every page', () => {
  it('has one h1 and the console navigation with the current section marked', () => {
    const html = renderWithShell(<StudioRequestsRoute />, {
      user: operator,
      path: '/moderation/studio-requests',
      queries: [[moderationKeys.studioRequests, []]],
    });
    assert.equal(h1Count(html), 1);
    assert.match(html, /<h1 id="mod-page-title"[^>]*tabindex="-1"[^>]*>Studio requests<\/h1>/i);
    assert.match(html, /<nav[^>]*aria-label="Operators’ console"/);
    assert.match(tagOf(html, 'mod-nav-studio-requests'), /aria-current="page"/);
    assert.doesNotMatch(tagOf(html, 'mod-nav-reports'), /aria-current/);
    for (const section of ['Overview', 'Reports', 'Suspended members', 'Artist codes', 'Refunds due', 'Audit log'])
      assert.match(textOf(html), new RegExp(section));
  });
});

describe('Overview', () => {
  it('shows what waits, linked to its queue, and today’s and the week’s activity', () => {
    const html = renderWithShell(<OverviewRoute />, {
      user: operator,
      path: '/moderation',
      queries: [[moderationKeys.overview, anOverview()]],
    });
    assert.equal(h1Count(html), 1);
    assert.match(html, /<a href="\/moderation\/reports"[^>]*><span class="mod-overview__value">4<\/span>/);
    assert.match(html, /<a href="\/moderation\/studio-requests"/);
    assert.match(tagOf(html, 'mod-overview-reports'), /mod-overview__card--due/);
    assert.doesNotMatch(tagOf(html, 'mod-overview-refunds'), /--due/);
    const text = textOf(html);
    assert.match(text, /New members 3 21/);
    assert.match(text, /Orders 2 9/);
    assert.match(text, /Sales NPR 12,500 NPR 86,000/);
    assert.match(text, /Dead letters/);
  });
  it('says Unknown when the dead letters could not be counted', () => {
    const html = renderWithShell(<OverviewRoute />, {
      user: operator,
      queries: [[moderationKeys.overview, anOverview({ deadLetters: null })]],
    });
    assert.match(textOf(html), /Unknown Dead letters/);
  });
});

describe('Studio requests', () => {
  it('shows the applicant, their message and images, with Approve and Reject', () => {
    const html = renderWithShell(<StudioRequestsRoute />, {
      user: operator,
      queries: [[moderationKeys.studioRequests, [aStudioRequest()]]],
    });
    const text = textOf(html);
    assert.match(text, /Ram Thapa/);
    assert.match(text, /ram@example\.com/);
    assert.match(text, /I paint thangkas in Bhaktapur\./);
    assert.match(html, /<a href="\/profile\/ram-thapa"/);
    assert.match(html, /<img src="https:\/\/media\.example\/a-thumb\.jpg" alt="Image 1 sent by Ram Thapa"/);
    assert.match(tagOf(html, 'mod-approve'), /<button type="button"/);
    assert.match(html, /data-testid="mod-reject">Reject<\/button>/);
  });
  it('says when nothing waits', () => {
    const html = renderWithShell(<StudioRequestsRoute />, {
      user: operator,
      queries: [[moderationKeys.studioRequests, []]],
    });
    assert.match(textOf(html), /No studio requests are waiting\./);
  });
});

describe('Reports', () => {
  const queries = [
    [moderationKeys.reportCases, { result: [aReportCase()], total: 1 }],
    [moderationKeys.appeals, [anAppeal()]],
  ] as const;
  it('shows each case with every reporter’s category and text, the content as reported and its history', () => {
    const html = renderWithShell(<ReportsRoute />, { user: operator, queries });
    const text = textOf(html);
    assert.match(text, /Open cases \(1\)/);
    assert.match(text, /Post by Hari/);
    assert.match(text, /As reported Buy followers here!!!/);
    assert.match(text, /Spam Sita/);
    assert.match(text, /This is an advert/);
    assert.match(text, /Scam Gita/);
    assert.match(text, /This reporter saw a different version/);
    assert.match(text, /Earlier case, 1 report\(s\): member warned — First warning for spam/);
  });
  it('offers dismiss, hide, warn and suspend; without an owner only dismiss', () => {
    const html = renderWithShell(<ReportsRoute />, { user: operator, queries });
    for (const [decision, label] of [
      ['dismiss', 'Dismiss'],
      ['hide', 'Hide content'],
      ['warn', 'Warn member'],
      ['suspend', 'Suspend account'],
    ]) {
      assert.match(html, new RegExp(`data-testid="mod-case-${decision}">${label}</button>`));
      assert.doesNotMatch(tagOf(html, `mod-case-${decision}`), /disabled/);
    }
    const ownerless = renderWithShell(<ReportsRoute />, {
      user: operator,
      queries: [
        [moderationKeys.reportCases, { result: [aReportCase({ owner: null })], total: 1 }],
        [moderationKeys.appeals, []],
      ],
    });
    assert.doesNotMatch(tagOf(ownerless, 'mod-case-dismiss'), /disabled/);
    assert.match(tagOf(ownerless, 'mod-case-suspend'), /disabled/);
  });
  it('lists the open appeals in the same queue, with lift and reject', () => {
    const html = renderWithShell(<ReportsRoute />, { user: operator, queries });
    const text = textOf(html);
    assert.match(text, /Appeals \(1\)/);
    assert.match(text, /Appeal from Bikash/);
    assert.match(text, /Suspended for Selling fakes/);
    assert.match(text, /my account was hacked/);
    assert.match(html, /data-testid="mod-appeal-lift">Lift suspension<\/button>/);
    assert.match(html, /data-testid="mod-appeal-reject">Reject appeal<\/button>/);
    assert.equal(h1Count(html), 1);
  });
  it('says when there are no open reports', () => {
    const html = renderWithShell(<ReportsRoute />, {
      user: operator,
      queries: [
        [moderationKeys.reportCases, { result: [], total: 0 }],
        [moderationKeys.appeals, []],
      ],
    });
    assert.match(textOf(html), /No open reports\./);
    assert.doesNotMatch(textOf(html), /Appeals/);
  });
});

describe('the reason dialog', () => {
  it('asks for a required reason, labelled and focused first', () => {
    const html = renderWithShell(
      <ReasonDialog
        isOpen
        title="Suspend the account"
        message="Hari can no longer sign in."
        confirmLabel="Suspend account"
        isDanger
        onConfirm={ignore}
        onCancel={ignore}
        testId="dialog"
      />,
    );
    assert.match(textOf(html), /Suspend the account/);
    assert.match(html, /<label[^>]*>Reason<\/label>/);
    const field = tagOf(html, 'dialog-reason');
    assert.match(field, /required/);
    assert.match(field, /data-autofocus/);
    assert.match(html, /<button type="submit"[^>]*class="art-button art-button--danger/);
  });
});

describe('Suspended members', () => {
  it('shows each suspension with its reason, who decided and the appeal; Lift suspension', () => {
    const html = renderWithShell(<SuspensionsRoute />, {
      user: operator,
      queries: [[moderationKeys.suspensions, [aSuspension()]]],
    });
    const text = textOf(html);
    assert.match(text, /Bikash/);
    assert.match(text, /Reason Selling fakes/);
    assert.match(text, /Suspended by Asha/);
    assert.match(text, /Appeal Waiting for a decision/);
    assert.match(html, /data-testid="mod-lift">Lift suspension<\/button>/);
  });
  it('says when nobody is suspended', () => {
    const html = renderWithShell(<SuspensionsRoute />, { user: operator, queries: [[moderationKeys.suspensions, []]] });
    assert.match(textOf(html), /No member is suspended\./);
  });
});

describe('Artist codes', () => {
  it('has the issue form and the codes with their state; Revoke only on unused ones', () => {
    const html = renderWithShell(<ArtistCodesRoute />, {
      user: operator,
      queries: [
        [
          moderationKeys.artistCodes,
          [
            aCode(),
            aCode({
              id: 'k2',
              state: 'used',
              hint: 'AB12',
              usedBy: { id: 'u-ram', name: 'Ram' },
              usedAt: '2026-11-29T09:00:00.000Z',
            }),
          ],
        ],
      ],
    });
    assert.match(html, /<label[^>]*>Valid for \(days\)<\/label>/);
    assert.match(html, /<input[^>]*type="number"[^>]*name="expiresInDays"[^>]*value="30"/);
    assert.match(html, /<label[^>]*>For e-mail \(optional\)<\/label>/);
    const text = textOf(html);
    assert.match(text, /…QR7Z Unused Anyone/);
    assert.match(text, /…AB12 Used/);
    assert.match(text, /Ram,/);
    assert.equal((html.match(/data-testid="mod-revoke"/g) ?? []).length, 1);
    assert.match(html, /aria-label="Revoke the code ending QR7Z"/);
  });
  it('shows a new code once, with a copy button and a warning', () => {
    const html = renderWithShell(
      <IssuedCode code="ABCD-EFGH-JKLM-NPQR" artistCode={aCode({ email: 'ram@example.com' })} onDone={ignore} />,
    );
    assert.match(html, /data-testid="mod-issued-code-text">ABCD-EFGH-JKLM-NPQR<\/code>/);
    assert.match(textOf(html), /Copy it now: it is not shown again\./);
    assert.match(textOf(html), /For ram@example\.com only/);
    assert.match(html, /data-testid="mod-copy-code">Copy code<\/button>/);
    assert.match(tagOf(html, 'mod-issued-code'), /tabindex="-1"/);
  });
});

describe('Refunds due', () => {
  it('lists the refunds owed; eSewa and ConnectIPS are marked by hand, Stripe confirms itself', () => {
    const html = renderWithShell(<RefundsRoute />, {
      user: operator,
      queries: [
        [
          moderationKeys.refunds,
          [aRefund(), aRefund({ _id: 'f2', orderNumber: 'ART-2026-0043', provider: 'stripe', amountNpr: 9000 })],
        ],
      ],
    });
    const text = textOf(html);
    assert.match(text, /ART-2026-0042 eSewa NPR 4,500/);
    assert.match(text, /ART-2026-0043 Card \(Stripe\) NPR 9,000/);
    assert.match(text, /Stripe confirms it/);
    assert.equal((html.match(/data-testid="mod-mark-refunded"/g) ?? []).length, 1);
    assert.match(html, /aria-label="Mark the refund of order ART-2026-0042 as paid back"/);
  });
  it('says when none are due', () => {
    const html = renderWithShell(<RefundsRoute />, { user: operator, queries: [[moderationKeys.refunds, []]] });
    assert.match(textOf(html), /No refunds are due\./);
  });
});

describe('Audit log', () => {
  it('has the filters and the export, and shows who did what, on what, why', () => {
    const html = renderWithShell(<AuditLogRoute />, {
      user: operator,
      queries: [[moderationKeys.audit({}, 1), { result: [anAuditEntry()], total: 1 }]],
    });
    for (const label of ['Operator', 'Action', 'Target id', 'From', 'To'])
      assert.match(html, new RegExp(`<label[^>]*>${label}</label>`));
    assert.match(html, /<input[^>]*type="date"[^>]*name="from"/);
    assert.match(html, /data-testid="mod-audit-export"[^>]*>Export CSV<\/button>/);
    const text = textOf(html);
    assert.match(text, /Showing 1 of 1/);
    assert.match(text, /Asha report\.hide post p-42 Spam/);
    assert.match(text, /"hidden": true/);
    assert.doesNotMatch(html, /mod-audit-more/);
  });
  it('offers more rows while there are more', () => {
    const html = renderWithShell(<AuditLogRoute />, {
      user: operator,
      queries: [[moderationKeys.audit({}, 1), { result: [anAuditEntry()], total: 80 }]],
    });
    assert.match(html, /data-testid="mod-audit-more"/);
  });
});

describe('the console in other languages', () => {
  it('reads in Nepali and Chinese', () => {
    const ne = renderWithShell(<RefundsRoute />, {
      user: operator,
      language: 'ne',
      queries: [[moderationKeys.refunds, []]],
    });
    assert.match(textOf(ne), /बाँकी फिर्ता भुक्तानी/);
    const zh = renderWithShell(<RefundsRoute />, {
      user: operator,
      language: 'zh',
      queries: [[moderationKeys.refunds, []]],
    });
    assert.match(textOf(zh), /待退款/);
  });
});

describe('a list that could not be read', () => {
  it('says why (the server’s refusal) with Try again', () => {
    const refused = new ApiError({
      status: 'second-factor-required',
      httpStatus: 403,
      messages: ['Sign in again with your second factor'],
      body: null,
    });
    const html = renderWithShell(
      <QueryState isLoading={false} error={refused} isEmpty emptyText="Nothing" onRetry={ignore} testId="list">
        <p>rows</p>
      </QueryState>,
    );
    assert.match(tagOf(html, 'list-error'), /role="alert"/);
    assert.match(textOf(html), /Sign in again with your second factor Try again/);
    const failed = renderWithShell(
      <QueryState
        isLoading={false}
        error={new Error('network')}
        isEmpty
        emptyText="Nothing"
        onRetry={ignore}
        testId="list"
      >
        <p>rows</p>
      </QueryState>,
    );
    assert.match(textOf(failed), /This could not be loaded\. Please try again\./);
  });
  it('draws cards of the list while it loads, then the list', () => {
    const state = (isLoading: boolean) =>
      renderWithShell(
        <QueryState
          isLoading={isLoading}
          error={null}
          isEmpty={false}
          emptyText="Nothing"
          onRetry={ignore}
          testId="list"
        >
          <p data-testid="rows">rows</p>
        </QueryState>,
      );
    const loading = state(true);
    assert.match(tagOf(loading, 'list-loading'), /class="mod-list"[^>]*aria-busy="true" aria-label="Loading…"/);
    assert.match(loading, /<li class="mod-card" aria-hidden="true">/);
    assert.doesNotMatch(loading, /art-spinner|data-testid="rows"/);
    const loaded = state(false);
    assert.doesNotMatch(loaded, /list-loading/);
    assert.match(loaded, /data-testid="rows"/);
  });
});
