import { parseArgs } from 'node:util';
import { connectBus } from './bus.js';
import {
  type DeadLetter,
  type DeadLetterFilter,
  discardDeadLetters,
  listDeadLetters,
  replayDeadLetters,
} from './dead-letters.js';

const USAGE = `Usage: npm run dead-letters -- <command> [options]

Commands:
  list      Show dead letters (oldest first).
  replay    Publish each chosen dead letter's event again on its original subject, then remove it.
  discard   Remove dead letters that must not be replayed (needs --seq).

Options:
  --consumer <durable>   Only this consumer's dead letters.
  --subject <type>       Only this event type; NATS wildcards allowed (identity.user.*, identity.>).
  --seq <n,n,...>        Only these dead-letter sequence numbers (as list shows them).
  --limit <n>            list: show at most n.
  --all                  replay: every dead letter (a filter is required otherwise).
  --json                 list: one JSON object per line.

Environment: NATS_URL (default nats://127.0.0.1:4222), BUS_PREFIX (default none).
See docs/runbooks/dead-letters.md.`;

export class UsageError extends Error {}

function positiveIntegers(value: string | undefined, name: string): number[] | undefined {
  if (value === undefined) return undefined;
  const numbers = value.split(',').map((part) => Number(part.trim()));
  if (numbers.length === 0 || numbers.some((n) => !Number.isInteger(n) || n < 1)) {
    throw new UsageError(`--${name} takes positive whole numbers separated by commas, got "${value}"`);
  }
  return numbers;
}

function readable(data: Uint8Array): unknown {
  const text = new TextDecoder().decode(data);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function describe(letter: DeadLetter): string {
  return [
    `#${letter.seq}`,
    letter.consumer,
    letter.eventType,
    letter.eventId ?? '(no event id)',
    `deliveries=${letter.deliveries ?? '?'}`,
    letter.failedAt ?? '',
    `error: ${letter.error}`,
  ].join('  ');
}

/** The dead-letter command; returns the process exit code. */
export async function runDeadLettersCli(
  argv: string[],
  io: { env?: Record<string, string | undefined>; out?: (line: string) => void; err?: (line: string) => void } = {},
): Promise<number> {
  const env = io.env ?? process.env;
  const out = io.out ?? ((line: string) => process.stdout.write(`${line}\n`));
  const err = io.err ?? ((line: string) => process.stderr.write(`${line}\n`));
  let command: string | undefined;
  let filter: DeadLetterFilter;
  let all = false;
  let json = false;
  try {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        consumer: { type: 'string' },
        subject: { type: 'string' },
        seq: { type: 'string' },
        limit: { type: 'string' },
        all: { type: 'boolean', default: false },
        json: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
    if (values.help) {
      out(USAGE);
      return 0;
    }
    command = positionals[0];
    if (!command || positionals.length > 1 || !['list', 'replay', 'discard'].includes(command)) {
      throw new UsageError(command ? `unknown command "${positionals.join(' ')}"` : 'a command is required');
    }
    if (values.consumer !== undefined && !/^[A-Za-z0-9_-]+$/.test(values.consumer)) {
      throw new UsageError(`--consumer "${values.consumer}" is not a durable name`);
    }
    filter = {
      consumer: values.consumer,
      subject: values.subject,
      seqs: positiveIntegers(values.seq, 'seq'),
      limit: positiveIntegers(values.limit, 'limit')?.[0],
    };
    all = values.all ?? false;
    json = values.json ?? false;
    if (command === 'replay' && !all && !filter.consumer && !filter.subject && !filter.seqs) {
      throw new UsageError('replay needs --consumer, --subject or --seq (or --all for every dead letter)');
    }
    if (command === 'discard' && !filter.seqs) throw new UsageError('discard needs --seq');
  } catch (error) {
    err(`dead-letters: ${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }

  const bus = await connectBus({
    url: env.NATS_URL || 'nats://127.0.0.1:4222',
    name: 'dead-letters-cli',
    prefix: env.BUS_PREFIX ?? '',
    maxWaitMs: 1000,
    signal: AbortSignal.timeout(10_000),
  });
  try {
    if (command === 'list') {
      const letters = await listDeadLetters(bus, filter);
      for (const letter of letters) {
        if (json) {
          const { data, ...rest } = letter;
          out(JSON.stringify({ ...rest, event: readable(data) }));
        } else out(describe(letter));
      }
      if (!json) out(`${letters.length} dead letter(s)`);
      return 0;
    }
    if (command === 'replay') {
      const outcome = await replayDeadLetters(bus, { ...filter, limit: undefined });
      for (const letter of outcome.replayed) out(`replayed ${describe(letter)}`);
      for (const { letter, error } of outcome.failed) err(`NOT replayed #${letter.seq}: ${error}`);
      out(`${outcome.replayed.length} replayed, ${outcome.failed.length} failed`);
      return outcome.failed.length > 0 ? 1 : 0;
    }
    const removed = await discardDeadLetters(bus, filter.seqs ?? []);
    out(`discarded ${removed.length}: ${removed.map((seq) => `#${seq}`).join(' ')}`);
    return removed.length === (filter.seqs ?? []).length ? 0 : 1;
  } finally {
    await bus.nc.close();
  }
}
