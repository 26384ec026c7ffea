// The plans of the catalogue's own listing and search queries: a second catalogue instance talks
// to PostgreSQL through the SQL capture, each sample request is sent to it once, and every
// statement it ran on artworks is EXPLAINed (ANALYZE, BUFFERS) with its parameters on the bench
// database. A "Seq Scan on artworks" is what a listing or a search must not do at 100,000.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { RUN_DIR } from '../../../infra/lib/config.mjs';
import { startSqlCapture, withLiterals } from './sql-capture.mjs';

export const EXPLAIN_FILE = path.join(RUN_DIR, 'bench-catalogue-explain.txt');

/** Statements the request made that read artworks (the outbox poll and the like are left out). */
const readsArtworks = (statement) => /\bartworks\b/i.test(statement.sql) && /^\s*(select|with)\b/i.test(statement.sql);

/**
 * @param stack catalogueBenchStack()
 * @param samples [{ label, kind: 'listing' | 'search', path }]
 * @returns [{ label, kind, path, status, statements: [{ sql, plan, seqScan, executionMs }] }]
 */
export async function explainSamples(stack, samples) {
  const target = new URL(stack.databaseUrl);
  const capture = await startSqlCapture({ host: target.hostname, port: Number(target.port || 5432) });
  const captured = new URL(stack.databaseUrl);
  captured.host = `127.0.0.1:${capture.port}`;
  // No cache here: every sample request must reach PostgreSQL to be captured.
  const instance = await stack.startCatalogue('catalogue-explain', {
    DATABASE_URL: captured.toString(),
    CACHE_TTL_SECONDS: '0',
  });
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const results = [];
  const text = [];
  try {
    for (const sample of samples) {
      capture.take();
      const response = await fetch(`${instance.url}${sample.path}`);
      await response.arrayBuffer();
      // The pool may still be finishing the last Bind when the answer is sent.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const statements = [];
      for (const statement of capture.take().filter(readsArtworks)) {
        const { rows } = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${withLiterals(statement)}`);
        const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
        const executionMs = Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? Number.NaN);
        statements.push({ sql: statement.sql, plan, seqScan: /Seq Scan on artworks\b/.test(plan), executionMs });
      }
      results.push({ ...sample, status: response.status, statements });
      text.push(
        `== ${sample.label}: GET ${sample.path} → ${response.status}, ${statements.length} statement(s) on artworks`,
        ...statements.flatMap((s, i) => [`-- statement ${i + 1}`, s.sql, '', s.plan, '']),
      );
    }
  } finally {
    await db.end();
    await stack.stopProcess(instance);
    await capture.close();
  }
  writeFileSync(EXPLAIN_FILE, `${text.join('\n')}\n`);
  return results;
}
