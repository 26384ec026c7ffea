import type { FormEntry } from '@art/testing';
import type { Member } from '../../system/support/members.js';
import type { RequestSpec } from './requests.js';
import { nameOf, type RouteCase } from './route-cases.js';
import type { World } from './world.js';

/**
 * One fuzzed call. `mustRefuse`: the input is invalid, so the answer must be 4xx and nothing may
 * change; otherwise the input is odd but acceptable (a unicode comment, a number where text goes
 * that the schema coerces), so any answer but a 5xx or a hang will do — what is stored is checked
 * separately.
 */
export interface FuzzCall {
  route: RouteCase;
  mutation: string;
  spec: RequestSpec;
  mustRefuse: boolean;
}

export const ONE_MB = 1024 * 1024;

/**
 * A 1 MB path parameter: the gateway's HTTP parser refuses the request line (431, over node's
 * 16 KB limit) and closes the connection, which a client still writing may see first (status 0).
 */
export const HUGE_PATH = '1 MB path parameter';
/** A 1 MB string in a body: over every body limit, refused (413) perhaps before it is all written. */
export const HUGE_BODY = '1 MB string in the body';

/** `[[[…]]]` nested `depth` times: JSON parsers and validators that recurse fall over on it. */
export function deepJson(depth = 10_000): string {
  return `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

/** `{"a":{"a":…}}` nested `depth` times, with a NUL at the bottom (past any shallow scan). */
export function deepObjectJson(depth = 10_000): string {
  return `${'{"a":'.repeat(depth)}"\\u0000"${'}'.repeat(depth)}`;
}

/** Values that no JSON schema turns into a string or a number (ajv's coercion included). */
const UNCOERCIBLE: unknown[] = [{ $gt: '' }, [{ nested: true }, 2], { toString: 'x' }];
/** Wrong types that fastify's ajv (coerceTypes: 'array') may legitimately coerce. */
const COERCIBLE = [12345, null, ['only'], true];

/** Path traversal and NUL in a path segment, percent-encoded as a client would send them. */
const TRAVERSALS = ['..%2F..%2F..%2Fetc%2Fpasswd', '%2e%2e%2f%2e%2e%2fetc%2fpasswd', 'x%00y', '..%5C..%5Cwindows'];

/** Text that is valid but unusual: it must come back exactly as sent, or be refused with a 4xx. */
export const UNICODE_SAMPLES: Record<string, string> = {
  'lone surrogate': 'before \uD800 after',
  'right-to-left override': 'invoice \u202Egnp.exe',
  'zero-width joiners': 'fa\u200Dmi\u200Cly \u200B',
  emoji: 'Namaste 🙏🏽 👩‍👩‍👧‍👦 🇳🇵',
  'combining marks': 'Z\u0351\u0360\u0362a\u0336\u0350l\u035Bg\u0344o',
  'very long grapheme': `e${'\u0301'.repeat(2000)}`,
  devanagari: 'कला बजार — नमस्ते',
};

/** Lone surrogates replaced as UTF-8 encoders do (a URL or a form cannot carry them). */
export const wellFormed = (text: string) => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** The pattern's parameter positions: `/api/a/:id/:n` → [2, 3] (segments of the declared path under /api). */
function paramSegments(route: RouteCase): number[] {
  return route.path
    .slice('/api'.length)
    .split('/')
    .map((segment, index) => (segment.startsWith(':') ? index : -1))
    .filter((index) => index >= 0);
}

function withSegment(spec: RequestSpec, position: number, value: string): RequestSpec {
  const segments = spec.path.split('/');
  segments[position] = value;
  return { ...spec, path: segments.join('/') };
}

function firstTextField(spec: RequestSpec): string | undefined {
  if (spec.json && typeof spec.json === 'object') {
    return Object.entries(spec.json).find(([, value]) => typeof value === 'string')?.[0];
  }
  return spec.form?.find((entry) => entry.length === 2)?.[0];
}

function withField(spec: RequestSpec, field: string, value: unknown): RequestSpec {
  if (spec.json && typeof spec.json === 'object') return { ...spec, json: { ...spec.json, [field]: value } };
  return {
    ...spec,
    form: spec.form!.map(
      (entry): FormEntry => (entry.length === 2 && entry[0] === field ? [field, String(value)] : entry),
    ),
  };
}

const hasBody = (spec: RequestSpec) => spec.json !== undefined || spec.form !== undefined;
const bodyFields = (spec: RequestSpec) =>
  spec.json && typeof spec.json === 'object' && !Array.isArray(spec.json) ? Object.keys(spec.json) : [];

/**
 * Each mutation class once on every route it applies to, with one mutation each (rotated over the
 * routes, so every variant of a class is used somewhere): about five calls per route.
 */
export function fuzzCalls(routes: readonly RouteCase[], w: World, caller: (route: RouteCase) => Member | undefined) {
  const calls: FuzzCall[] = [];
  routes.forEach((route, index) => {
    const spec = route.request(w, caller(route));
    const params = paramSegments(route);
    const text = firstTextField(spec);
    const add = (mutation: string, mutated: RequestSpec, mustRefuse: boolean) =>
      calls.push({ route, mutation, spec: mutated, mustRefuse });

    // Wrong types in the body.
    if (spec.json !== undefined && bodyFields(spec).length > 0) {
      const json = Object.fromEntries(bodyFields(spec).map((field) => [field, pick(UNCOERCIBLE, index)]));
      add(`wrong types (${JSON.stringify(pick(UNCOERCIBLE, index))})`, { ...spec, json }, true);
      const coercible = pick(COERCIBLE, index);
      add(`coercible type (${JSON.stringify(coercible)})`, withField(spec, bodyFields(spec)[0]!, coercible), false);
    } else if (spec.form !== undefined && text !== undefined) {
      // A file where text goes.
      const form = spec.form.map(
        (entry): FormEntry =>
          entry.length === 2 && entry[0] === text ? [text, Buffer.from('%PDF-1.4'), 'x.pdf'] : entry,
      );
      add('a file where text goes', { ...spec, form }, true);
    }

    // A huge string: 1 MB in the first text field, else in the first path parameter.
    if (hasBody(spec) && text !== undefined) add(HUGE_BODY, withField(spec, text, 'x'.repeat(ONE_MB)), true);
    else if (params.length > 0) add(HUGE_PATH, withSegment(spec, params[0]!, 'x'.repeat(ONE_MB)), true);

    // Deep JSON, 10,000 levels: an array (never an acceptable body where fields or a form are
    // expected), or an object of unknown keys with a NUL at the bottom (acceptable where every field
    // is optional: only tolerated). Either way the parsers must not fall over.
    if (route.method !== 'GET') {
      const asArray = index % 2 === 0;
      add(
        `JSON nested 10,000 levels (${asArray ? 'arrays' : 'objects, NUL at the bottom'})`,
        {
          path: spec.path,
          query: spec.query,
          raw: { body: asArray ? deepJson() : deepObjectJson(), contentType: 'application/json' },
        },
        asArray && (bodyFields(spec).length > 0 || spec.form !== undefined),
      );
    }

    // Path traversal (and NUL) in a path parameter.
    if (params.length > 0)
      add(`path traversal ${pick(TRAVERSALS, index)}`, withSegment(spec, params[0]!, pick(TRAVERSALS, index)), true);

    // Wrong content type: XML or plain text where JSON goes, JSON where a form goes.
    if (spec.form !== undefined) {
      add(
        'JSON where a multipart form goes',
        { path: spec.path, query: spec.query, json: { post: 'x', name: 'x' } },
        true,
      );
    } else if (route.method !== 'GET') {
      const plain = bodyFields(spec).length > 0 && index % 2 === 1;
      const raw = plain
        ? { body: JSON.stringify(spec.json), contentType: 'text/plain' }
        : { body: '<?xml version="1.0"?><a>1</a>', contentType: 'application/xml' };
      add(`content type ${raw.contentType}`, { path: spec.path, query: spec.query, raw }, true);
      if (bodyFields(spec).length > 0 && index % 3 === 0 && !route.takesFormToo) {
        add(
          'multipart form where JSON goes',
          { path: spec.path, query: spec.query, form: [[bodyFields(spec)[0]!, 'x']] },
          true,
        );
      }
    }

    // Unicode edge cases: in the first text field, else in the first path parameter.
    const [sample, value] = pick(Object.entries(UNICODE_SAMPLES), index);
    if (hasBody(spec) && text !== undefined) add(`unicode: ${sample}`, withField(spec, text, value), false);
    else if (params.length > 0)
      add(`unicode: ${sample}`, withSegment(spec, params[0]!, encodeURIComponent(wellFormed(value))), false);
  });
  return calls;
}

/** `POST /api/x [mutation]` for failure messages. */
export const callName = (call: FuzzCall) => `${nameOf(call.route)} [${call.mutation}]`;
