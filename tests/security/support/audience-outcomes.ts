import { PUBLIC_ENDPOINTS } from '@art/contracts/endpoints';
import { ROUTE_TABLE } from '@art/gateway';
import type { AudienceEntry, Cells, Outcome, Probe, ProbeKind } from './audience-table.js';
import { VIEWERS, type Viewer } from './audience-world.js';
import type { Answer, RequestSpec } from './requests.js';

/** `/api/x/:` for `/api/x/:id`: the gateway's pattern with every parameter alike. */
const patternOf = (path: string) => path.replace(/:[^/]+/g, ':');

/**
 * GET lines of ROUTE_TABLE without an entry in the table, entries for GET routes it no longer has,
 * and routes with two entries: all must be empty, so that a new GET route is placed on purpose.
 */
export function audienceCoverageGaps(table: readonly AudienceEntry[]): {
  uncovered: string[];
  unknown: string[];
  duplicated: string[];
  undeclared: string[];
} {
  const routes = new Set(ROUTE_TABLE.filter((line) => line.method === 'GET').map((line) => patternOf(line.path)));
  const entries = table.map((entry) => patternOf(entry.path));
  return {
    uncovered: [...routes].filter((route) => !entries.includes(route)),
    unknown: entries.filter((entry) => !routes.has(entry)),
    duplicated: entries.filter((entry, index) => entries.indexOf(entry) !== index),
    undeclared: disagreeingAudience(table),
  };
}

/**
 * Entries whose probes (people's content, following privacy and blocks) disagree with their
 * endpoint's declaration (`audience: true` in packages/contracts/src/endpoints): the declaration
 * says which answers follow the audience rules, this table how.
 */
function disagreeingAudience(table: readonly AudienceEntry[]): string[] {
  const declared = new Set(
    PUBLIC_ENDPOINTS.filter((endpoint) => endpoint.method === 'GET' && endpoint.audience).map((endpoint) =>
      patternOf(endpoint.path),
    ),
  );
  return table
    .filter((entry) => 'probes' in entry !== declared.has(patternOf(entry.path)))
    .map(
      (entry) =>
        `${entry.path}: ${'probes' in entry ? 'probed but not declared audience' : 'declared audience but not probed'}`,
    );
}

/** Cells a kind of call cannot have (a single thing is answered, never left out of a list). */
export function impossibleCells(table: readonly AudienceEntry[]): string[] {
  const wrong: string[] = [];
  for (const entry of table) {
    if (!('probes' in entry)) continue;
    for (const probe of entry.probes) {
      for (const kind of ['private', 'public'] as const) {
        const cells: Cells = probe[kind];
        cells.forEach((outcome, index) => {
          if (probe.kind === 'detail' && outcome === 'not-listed')
            wrong.push(
              `${entry.path} (${probe.about}), ${kind} owner, ${VIEWERS[index]}: a detail is never not-listed`,
            );
        });
      }
    }
  }
  return wrong;
}

/** The cell of `viewer`. */
export const cellOf = (cells: Cells, viewer: Viewer): Outcome => cells[VIEWERS.indexOf(viewer)]!;

/** What the outcome means for the answer, for failure messages. */
export function meaningOf(kind: ProbeKind, outcome: Outcome): string {
  switch (outcome) {
    case 'sees':
      return "200 with the owner's content";
    case 'sign-in':
      return '401';
    case 'private':
      return kind === 'listing' ? "200 without the owner's content (private)" : "403 'private-account'";
    case 'hidden':
      if (kind === 'detail') return '404';
      return kind === 'owner-listing' ? "404 or 200 without the owner's content" : "200 without the owner's content";
    case 'not-listed':
      return "200 without the owner's content";
  }
}

/**
 * Whether `answer` is what `outcome` means for a call of `kind` (see support/audience-table.ts);
 * undefined when it is, else what is wrong. A mark the call itself sent (an id in the path) is no
 * leak when echoed back.
 */
export function problemWith(
  probe: Pick<Probe, 'kind'>,
  outcome: Outcome,
  answer: Answer,
  marks: string[],
  spec: RequestSpec,
): string | undefined {
  const sent = JSON.stringify(spec);
  const present = marks.filter((mark) => answer.text.includes(mark));
  const missing = marks.filter((mark) => !answer.text.includes(mark));
  const leaked = present.filter((mark) => !sent.includes(mark));
  const expected = meaningOf(probe.kind, outcome);
  const got = `${answer.status} ${answer.text.slice(0, 160)}`;
  const wrong = (why: string) => `expected ${expected}, got ${got}${why ? ` (${why})` : ''}`;

  if (outcome === 'sign-in') return answer.status === 401 ? undefined : wrong('');
  if (outcome === 'sees') {
    if (answer.status !== 200) return wrong('');
    return missing.length === 0 ? undefined : wrong(`missing ${missing.join(', ')}`);
  }
  if (leaked.length > 0) return wrong(`shows ${leaked.join(', ')}`);
  if (outcome === 'private' && probe.kind !== 'listing') {
    if (answer.status !== 403 || answer.json?.status !== 'private-account') return wrong('');
    return undefined;
  }
  if (outcome === 'hidden' && probe.kind === 'detail') return answer.status === 404 ? undefined : wrong('');
  if (outcome === 'hidden' && probe.kind === 'owner-listing' && answer.status === 404) return undefined;
  return answer.status === 200 ? undefined : wrong('');
}
