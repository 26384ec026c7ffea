// The console's pure rules (reasons, the artist code form, the audit filters) and what each
// operator action sends: the @art/sdk/moderation calls the pages make, against a stand-in fetch.

import assert from 'node:assert/strict';
import { afterEach, beforeEach, describe, it } from 'node:test';
import * as moderation from '@art/sdk/moderation';
import { artistCodeBody, artistCodeFormErrors } from '../lib/artistCodeForm.js';
import { auditCsvFileName, auditFiltersOf, emptyAuditFilterForm } from '../lib/auditFilters.js';
import { CASE_DECISIONS, isDangerous, needsOwner } from '../lib/decisions.js';
import { reasonError } from '../lib/reason.js';

describe('reasons', () => {
  it('are required, not blank and at most 2,000 characters', () => {
    assert.equal(reasonError(''), 'common.reasonRequired');
    assert.equal(reasonError('   \n'), 'common.reasonRequired');
    assert.equal(reasonError('Spam'), null);
    assert.equal(reasonError('x'.repeat(2001)), 'common.reasonTooLong');
  });
});

describe('report decisions', () => {
  it('go from the lightest to the heaviest; all but dismiss act on the owner', () => {
    assert.deepEqual(CASE_DECISIONS, ['dismiss', 'hide', 'warn', 'suspend']);
    assert.deepEqual(CASE_DECISIONS.filter(needsOwner), ['hide', 'warn', 'suspend']);
    assert.deepEqual(CASE_DECISIONS.filter(isDangerous), ['hide', 'suspend']);
  });
});

describe('the artist code form', () => {
  it('takes 1 to 365 whole days and an optional e-mail', () => {
    assert.deepEqual(artistCodeFormErrors({ days: '30', email: '' }), {});
    assert.deepEqual(artistCodeFormErrors({ days: '0', email: '' }), { days: 'artistCodes.daysInvalid' });
    assert.deepEqual(artistCodeFormErrors({ days: '366', email: '' }), { days: 'artistCodes.daysInvalid' });
    assert.deepEqual(artistCodeFormErrors({ days: '2.5', email: '' }), { days: 'artistCodes.daysInvalid' });
    assert.deepEqual(artistCodeFormErrors({ days: '7', email: 'sita@' }), { email: 'artistCodes.emailInvalid' });
  });
  it('sends the e-mail only when one is given', () => {
    assert.deepEqual(artistCodeBody({ days: '7', email: '' }), { expiresInDays: 7 });
    assert.deepEqual(artistCodeBody({ days: '7', email: ' sita@example.com ' }), {
      expiresInDays: 7,
      email: 'sita@example.com',
    });
  });
});

describe('the audit filters', () => {
  it('leave blanks out and take whole days, the last one included', () => {
    assert.deepEqual(auditFiltersOf(emptyAuditFilterForm()), {});
    const filters = auditFiltersOf({
      operator: ' op-1 ',
      action: 'report.hide',
      targetId: '',
      fromDay: '2026-11-01',
      toDay: '2026-11-29',
    });
    assert.equal(filters.operator, 'op-1');
    assert.equal(filters.action, 'report.hide');
    assert.equal(filters.targetId, undefined);
    assert.equal(new Date(filters.from as string).getTime(), new Date(2026, 10, 1).getTime());
    assert.equal(new Date(filters.to as string).getTime(), new Date(2026, 10, 29, 23, 59, 59, 999).getTime());
  });
  it('name the export after the day and the range', () => {
    const today = new Date('2026-11-29T10:00:00Z');
    assert.equal(auditCsvFileName(emptyAuditFilterForm(), today), 'audit-log-2026-11-29.csv');
    assert.equal(
      auditCsvFileName({ ...emptyAuditFilterForm(), fromDay: '2026-11-01' }, today),
      'audit-log-2026-11-29-2026-11-01_2026-11-29.csv',
    );
  });
});

type Sent = { url: string; method: string; headers: Record<string, string>; body: unknown };

describe('the actions call the sdk', () => {
  const realFetch = globalThis.fetch;
  let sent: Sent[] = [];
  let answer: { status: number; body: string; type?: string } = { status: 200, body: '{}' };

  beforeEach(() => {
    sent = [];
    globalThis.fetch = (async (input: string | URL, init: RequestInit = {}) => {
      sent.push({
        url: String(input),
        method: init.method ?? 'GET',
        headers: (init.headers ?? {}) as Record<string, string>,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return new Response(answer.body, {
        status: answer.status,
        headers: { 'Content-Type': answer.type ?? 'application/json' },
      });
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const ok = (data: unknown) => {
    answer = { status: 200, body: JSON.stringify({ status: 'success', message: 'done', data }) };
  };

  it('approves and rejects a studio request, with the reason, as the operator', async () => {
    ok({ id: 'r1' });
    await moderation.approveStudioRequest('r1', { token: 'op' });
    await moderation.rejectStudioRequest('r1', 'Please show your own work', { token: 'op' });
    assert.deepEqual(
      sent.map((call) => [call.method, call.url, call.body]),
      [
        ['POST', '/api/moderation/studio-requests/r1/approve', undefined],
        ['POST', '/api/moderation/studio-requests/r1/reject', { reason: 'Please show your own work' }],
      ],
    );
    assert.equal(sent[0].headers.Authorization, 'JWT op');
  });

  it('sends each report decision to its own route with the reason', async () => {
    ok({ id: 'c1' });
    for (const decision of CASE_DECISIONS) await moderation.decideReportCase('c1', decision, 'Why', { token: 'op' });
    assert.deepEqual(
      sent.map((call) => call.url),
      ['dismiss', 'hide', 'warn', 'suspend'].map((action) => `/api/moderation/reports/c1/${action}`),
    );
    assert.ok(sent.every((call) => call.method === 'POST' && (call.body as { reason: string }).reason === 'Why'));
  });

  it('lifts a suspension and rejects an appeal with a reason', async () => {
    ok({ userId: 'u1', appeal: null });
    await moderation.reinstateMember('u1', 'Appeal granted', { token: 'op' });
    await moderation.rejectAppeal('a1', 'Repeated spam', { token: 'op' });
    assert.deepEqual(
      sent.map((call) => [call.url, call.body]),
      [
        ['/api/moderation/members/u1/reinstate', { reason: 'Appeal granted' }],
        ['/api/moderation/appeals/a1/reject', { reason: 'Repeated spam' }],
      ],
    );
  });

  it('issues a code (its text comes back once) and revokes one', async () => {
    ok({ code: 'ABCD-EFGH-JKLM-NPQR', artistCode: { id: 'k1' } });
    const issued = await moderation.issueArtistCode({ expiresInDays: 7, email: 'sita@example.com' }, { token: 'op' });
    assert.equal(issued.code, 'ABCD-EFGH-JKLM-NPQR');
    await moderation.revokeArtistCode('k1', { token: 'op' });
    assert.deepEqual(
      sent.map((call) => [call.method, call.url, call.body]),
      [
        ['POST', '/api/moderation/artist-codes', { expiresInDays: 7, email: 'sita@example.com' }],
        ['POST', '/api/moderation/artist-codes/k1/revoke', undefined],
      ],
    );
  });

  it('lists the refunds due and marks one refunded with the reference', async () => {
    ok({ result: [] });
    await moderation.listRefunds('pending', { token: 'op' });
    ok({ _id: 'f1' });
    await moderation.markRefunded('f1', 'ESW-123', { token: 'op' });
    assert.equal(sent[0].url, '/api/operator/refunds?status=pending&limit=100&skip=0');
    assert.deepEqual([sent[1].url, sent[1].body], ['/api/operator/refunds/f1/refunded', { reference: 'ESW-123' }]);
  });

  it('reads the audit log and exports it as CSV with the same filters', async () => {
    ok({ result: [], total: 0 });
    await moderation.getAuditLog({ action: 'report.hide' }, { token: 'op' });
    answer = { status: 200, body: 'at,operator_id\n2026-11-29,op-1\n', type: 'text/csv' };
    const csv = await moderation.exportAuditCsv({ action: 'report.hide', operator: 'op-1' }, { token: 'op' });
    assert.equal(csv, 'at,operator_id\n2026-11-29,op-1\n');
    assert.equal(sent[0].url, '/api/moderation/audit?limit=50&skip=0&action=report.hide');
    assert.equal(sent[1].url, '/api/moderation/audit.csv?action=report.hide&operator=op-1');
    assert.equal(sent[1].headers.Authorization, 'JWT op');
  });

  it('turns a refused export into an ApiError with the server’s message', async () => {
    answer = {
      status: 403,
      body: JSON.stringify({ status: 'second-factor-required', message: 'Second factor needed' }),
    };
    await assert.rejects(moderation.exportAuditCsv({}, { token: 'op' }), (error: unknown) => {
      assert.ok(error instanceof moderation.ApiError);
      assert.equal(error.status, 'second-factor-required');
      assert.equal(error.message, 'Second factor needed');
      return true;
    });
  });
});
