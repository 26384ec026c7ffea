// Run by config-schemas.mjs under tsx (`node --conditions=@art/source --import tsx`): reads the
// services' own TypeBox config schemas from source and answers, for environments given on stdin,
// what the service itself would say at start (@art/kit loadConfig). Prints one JSON document.
//
// stdin:  {"requests":[{"id":"dev/gateway","workload":"gateway","env":{"PORT":"8080","JWT_SECRET":null}}]}
//         (null: the value comes from outside at deploy time, e.g. a Secret not in the manifests)
// stdout: {"workloads":{"gateway":{"config":"gateway/src/config.ts","keys":{"PORT":{"required":true,
//         "default":8080}}}},"results":{"dev/gateway":{"problems":["PORT=… must be …"]}}}
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from '@art/kit';
import type { TObject } from 'typebox';

interface Request {
  id: string;
  workload: string;
  env: Record<string, string | null>;
  /** What the image itself sets (NODE_ENV=production), under the deployment's own variables. */
  imageEnv?: Record<string, string>;
}

const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..', '..'));

/** gateway/src/config.ts and services/<area>/src/config.ts: one workload each. */
function configFiles(): Record<string, string> {
  const files: Record<string, string> = {};
  if (existsSync(path.join(root, 'gateway/src/config.ts'))) files.gateway = 'gateway/src/config.ts';
  const services = path.join(root, 'services');
  for (const area of existsSync(services) ? readdirSync(services).sort() : []) {
    const file = `services/${area}/src/config.ts`;
    if (existsSync(path.join(root, file))) files[area] = file;
  }
  return files;
}

const isObjectSchema = (value: unknown): value is TObject =>
  typeof value === 'object' &&
  value !== null &&
  (value as { type?: unknown }).type === 'object' &&
  typeof (value as { properties?: unknown }).properties === 'object';

/** The exported object schema of a config module (XxxConfig when there are several). */
function schemaOf(moduleExports: Record<string, unknown>, file: string): TObject {
  const candidates = Object.entries(moduleExports).filter(([, value]) => isObjectSchema(value));
  const chosen = candidates.find(([name]) => name.endsWith('Config')) ?? candidates[0];
  if (!chosen) throw new Error(`${file} exports no TypeBox object schema`);
  return chosen[1] as TObject;
}

/** Names at the head of a loadConfig problem ("A=… must…", "A must be set…", "A, B is required…"). */
const namesOf = (problem: string) => (problem.match(/^[A-Z][A-Z0-9_]*(, [A-Z][A-Z0-9_]*)*/)?.[0] ?? '').split(', ');

/** loadConfig's verdict on the values known at render time; those set from outside are taken as fine. */
function valueProblems(
  schema: TObject,
  env: Record<string, string | null>,
  imageEnv: Record<string, string>,
): string[] {
  const known = {
    ...imageEnv,
    ...Object.fromEntries(Object.entries(env).filter(([, value]) => value !== null)),
  } as Record<string, string>;
  const unknownValue = new Set(Object.keys(env).filter((key) => env[key] === null));
  try {
    loadConfig(schema, known);
    return [];
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    return error.problems.filter((problem) => !namesOf(problem).every((name) => unknownValue.has(name)));
  }
}

const input = JSON.parse(readFileSync(0, 'utf8') || '{}') as { requests?: Request[] };
const workloads: Record<string, { config: string; keys: Record<string, { required: boolean; default?: unknown }> }> =
  {};
const schemas: Record<string, TObject> = {};
for (const [workload, file] of Object.entries(configFiles())) {
  const schema = schemaOf(await import(pathToFileURL(path.join(root, file)).href), file);
  schemas[workload] = schema;
  const required = new Set<string>(schema.required ?? []);
  workloads[workload] = {
    config: file,
    keys: Object.fromEntries(
      Object.entries(schema.properties).map(([key, property]) => [
        key,
        { required: required.has(key), ...('default' in property ? { default: property.default } : {}) },
      ]),
    ),
  };
}
const results: Record<string, { problems: string[] }> = {};
for (const request of input.requests ?? []) {
  const schema = schemas[request.workload];
  results[request.id] = {
    problems: schema
      ? valueProblems(schema, request.env, request.imageEnv ?? {})
      : [`no config schema for "${request.workload}"`],
  };
}
process.stdout.write(`${JSON.stringify({ workloads, results })}\n`);
