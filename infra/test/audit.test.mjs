import assert from 'node:assert/strict';
import { test } from 'node:test';
import { classifyAudit, EXIT_CODES, shippedWorkspaces } from '../lib/audit.mjs';
import { ROOT } from '../lib/config.mjs';

const counts = (over = {}) => ({ info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0, ...over });
const report = (vulnerabilities, metadata) =>
  JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: metadata } });

test('the service answered, nothing high or critical: clean (moderate ones are not a failure)', () => {
  const result = classifyAudit({
    code: 0,
    stdout: report({ foo: { name: 'foo', severity: 'moderate', via: ['bar'] } }, counts({ moderate: 1, total: 1 })),
    stderr: '',
  });
  assert.equal(result.outcome, 'clean');
  assert.equal(EXIT_CODES[result.outcome], 0);
});

test('a high or critical advisory: advisories, each named with what it comes through', () => {
  const result = classifyAudit({
    code: 1,
    stdout: report(
      {
        undici: { name: 'undici', severity: 'high', via: [{ title: 'Proxy-Authorization leak', url: 'https://x' }] },
        kysely: { name: 'kysely', severity: 'critical', via: ['pg'] },
        other: { name: 'other', severity: 'low', via: [] },
      },
      counts({ high: 1, critical: 1, low: 1, total: 3 }),
    ),
    stderr: '',
  });
  assert.equal(result.outcome, 'advisories');
  assert.deepEqual(
    result.packages.map((entry) => [entry.name, entry.severity, entry.via]),
    [
      ['undici', 'high', ['Proxy-Authorization leak']],
      ['kysely', 'critical', ['pg']],
    ],
  );
  assert.equal(EXIT_CODES[result.outcome], 1);
});

test('the registry refuses the advisory endpoint (405) or the network fails: unreachable, not a pass', () => {
  const refused = classifyAudit({
    code: 1,
    stdout: JSON.stringify({
      error: { code: 'E405', summary: 'Method Not Allowed - POST https://registry/-/npm/v1/security/advisories/bulk' },
    }),
    stderr: '',
  });
  assert.equal(refused.outcome, 'unreachable');
  assert.match(refused.reason, /405|Method Not Allowed/);
  assert.equal(EXIT_CODES[refused.outcome], 2);
  // What npm 11 prints here, against this registry.
  const npm11 = classifyAudit({
    code: 1,
    stdout: JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      method: 'POST',
      statusCode: 405,
      body: '',
      error: { summary: '', detail: '' },
    }),
    stderr: 'npm warn audit 405 Method Not Allowed\nnpm error audit endpoint returned an error',
  });
  assert.equal(npm11.outcome, 'unreachable');
  assert.match(npm11.reason, /^405 Method Not Allowed/);
  const offline = classifyAudit({
    code: 1,
    stdout: '',
    stderr:
      'npm error code ENOTFOUND\nnpm error request to https://registry.npmjs.org/-/npm/v1/security/advisories/bulk failed',
  });
  assert.equal(offline.outcome, 'unreachable');
  const endpoint = classifyAudit({ code: 1, stdout: '', stderr: 'npm error audit endpoint returned an error' });
  assert.equal(endpoint.outcome, 'unreachable');
});

test('anything else npm says is a failure of its own', () => {
  const result = classifyAudit({
    code: 1,
    stdout: '',
    stderr: 'npm error code ENOLOCK\nnpm error This command requires an existing lockfile.',
  });
  assert.equal(result.outcome, 'failed');
  assert.equal(EXIT_CODES[result.outcome], 3);
});

test('the audited workspaces are the ones that ship, not the tooling', () => {
  const workspaces = shippedWorkspaces(ROOT);
  for (const shipped of ['gateway', 'services/identity', 'frontends/shell', 'packages/kit', 'packages/ui'])
    assert.ok(workspaces.includes(shipped), shipped);
  for (const tooling of ['infra', 'tests', 'load-tests', 'packages/testing', 'packages/frontend-build'])
    assert.ok(!workspaces.includes(tooling), tooling);
});
