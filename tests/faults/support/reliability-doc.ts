import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '@art/testing';
import type { AuditReport } from './audit.js';
import { WRITE_KINDS } from './driver.js';

export const RELIABILITY_DOC = path.join(repoRoot(), 'docs', 'reliability.md');
const START = '<!-- faults:start (written by `FAULTS_WRITE_DOC=1 npm run test:faults`; do not edit by hand) -->';
const END = '<!-- faults:end -->';

export interface FaultFigure {
  fault: string;
  /** What was done, in words. */
  action: string;
  /** Writes refused (5xx, network error) while the fault lasted and until recovery. */
  refused: number;
  /** How they were refused: `502 ×4, network ×2`. */
  refusedAs: string;
  accepted: number;
  /** From the fault (or, for an outage, from the restore) until every /ready is 200 and a probe write went through end to end. */
  recoveryMs: number;
  /** When it began and when the recovery was seen (epoch ms). */
  from: number;
  to: number;
  note?: string;
}

/** Replaces the text between the markers (included) with `section`, or appends it (the benchmarks.md way). */
export function replaceSection(file: string, section: string): void {
  const current = existsSync(file) ? readFileSync(file, 'utf8') : '# Reliability\n';
  const from = current.indexOf(START);
  const to = current.indexOf(END);
  const next =
    from !== -1 && to > from
      ? current.slice(0, from) + section + current.slice(to + END.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}

const seconds = (ms: number) => (ms / 1000).toFixed(1);

export function reliabilitySection(input: {
  date: Date;
  durationMs: number;
  natsOutageMs: number;
  members: number;
  report: AuditReport;
  faults: FaultFigure[];
}): string {
  const { report } = input;
  const lines = [
    START,
    `## Last run`,
    '',
    `${input.date.toISOString().slice(0, 16).replace('T', ' ')} UTC, ${seconds(input.durationMs)} s in all, ${input.members} members (each an artist with one artwork), NATS outage ${seconds(input.natsOutageMs)} s. ` +
      `Problems found: **${report.problems.length}**${report.problems.length ? ':' : '.'}`,
    ...report.problems.map((p) => `- ${p.length > 600 ? `${p.slice(0, 600)}…` : p}`),
    '',
    '### Writes (through the gateway)',
    '',
    '| kind | sent | accepted (2xx) | refused (5xx / network) | accepted and stored |',
    '|---|--:|--:|--:|--:|',
    ...WRITE_KINDS.map((kind) => {
      const w = report.writes[kind];
      return `| ${kind} | ${w.sent} | ${w.accepted} | ${w.refused} | ${w.stored} |`;
    }),
    '',
    '### Faults and recovery',
    '',
    'Recovery: from the fault (for the NATS outage: from NATS being back) until every process answers `/ready` 200 and a probe comment went through end to end (gateway → catalogue → outbox → NATS → notification).',
    '',
    '| fault | what was done | writes accepted / refused meanwhile | refused as | recovery |',
    '|---|---|--:|---|--:|',
    ...input.faults.map(
      (f) =>
        `| ${f.fault} | ${f.action}${f.note ? ` (${f.note})` : ''} | ${f.accepted} / ${f.refused} | ${f.refusedAs || '–'} | ${seconds(f.recoveryMs)} s |`,
    ),
    '',
    '### Events',
    '',
    '| stream | published (outbox rows, plus the suite’s broken event) | messages in the stream | duplicate publishes |',
    '|---|--:|--:|--:|',
    ...report.streams.map(
      (s) => `| ${s.stream} | ${s.outboxRows} | ${s.inStream} | ${Math.max(s.inStream - s.outboxRows, 0)} |`,
    ),
    '',
    '| consumer | stream | deliveries | redelivered (handled again, skipped by `processed_events`) | events handled | pending |',
    '|---|---|--:|--:|--:|--:|',
    ...report.consumers.map(
      (c) =>
        `| ${c.durable} | ${c.stream} | ${c.delivered} | ${c.redelivered} | ${c.handled} | ${c.pending + c.ackPending} |`,
    ),
    '',
    '### Effects (each exactly once)',
    '',
    '| effect | expected | found | missing | duplicated |',
    '|---|--:|--:|--:|--:|',
    ...report.effects.map((e) => `| ${e.what} | ${e.expected} | ${e.found} | ${e.missing} | ${e.duplicated} |`),
    '',
    `Dead letters from this run: ${report.deadLetters.length}` +
      (report.deadLetters.length
        ? `, each the suite's deliberately broken like event (${report.deadLetters.map((d) => `${d.consumer}: ${d.error}`).join('; ')}); no event that could succeed.`
        : '.'),
    '',
    `Mails handed to SMTP again after a kill between the server's acceptance and the worker's commit (same Message-ID, shown once by mail clients): ${report.resent.length}` +
      (report.resent.length ? ` (${report.resent.join('; ')}).` : '.'),
    END,
  ];
  return lines.join('\n');
}
