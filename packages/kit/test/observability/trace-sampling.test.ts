import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { context, ROOT_CONTEXT, SpanKind, TraceFlags, trace } from '@opentelemetry/api';
import { SamplingDecision } from '@opentelemetry/sdk-trace-node';
import { tracesSampler, tracingSettingsFromEnv } from '../../src/observability/tracing.js';

const traceIds = Array.from({ length: 2000 }, () => randomBytes(16).toString('hex'));
const keptOf = (ratio: number, parent = ROOT_CONTEXT) =>
  traceIds.filter(
    (id) =>
      tracesSampler(ratio).shouldSample(parent, id, 'request', SpanKind.SERVER, {}, []).decision ===
      SamplingDecision.RECORD_AND_SAMPLED,
  ).length;

test('a new trace is kept at the configured ratio (by trace id); 1 keeps all, 0 none', () => {
  assert.equal(keptOf(1), traceIds.length);
  assert.equal(keptOf(0), 0);
  const tenth = keptOf(0.1);
  assert.ok(tenth > 100 && tenth < 300, `${tenth} of ${traceIds.length}`);
});

test("a caller's decision is followed whatever the ratio (parent-based)", () => {
  const parent = (flags: TraceFlags) =>
    trace.setSpanContext(context.active(), {
      traceId: 'a'.repeat(32),
      spanId: 'b'.repeat(16),
      traceFlags: flags,
      isRemote: true,
    });
  assert.equal(keptOf(0, parent(TraceFlags.SAMPLED)), traceIds.length);
  assert.equal(keptOf(1, parent(TraceFlags.NONE)), 0);
});

test('OTEL_TRACES_SAMPLER_RATIO is read and checked (0–1, default 1)', () => {
  assert.equal(tracingSettingsFromEnv({ OTEL_TRACES_SAMPLER_RATIO: '0.1' }).samplerRatio, 0.1);
  assert.equal(tracingSettingsFromEnv({}).samplerRatio, 1);
  assert.throws(() => tracingSettingsFromEnv({ OTEL_TRACES_SAMPLER_RATIO: '10' }), /OTEL_TRACES_SAMPLER_RATIO=10/);
});
