// Custom resources the Kubernetes models do not cover, against their CRDs' OpenAPI schemas:
// the Prometheus Operator's from the npm package @kubernetes-models/prometheus-operator, the
// others (CloudNativePG, the Redis operator) from schemas vendored in crd-schemas/ (README.md
// there names each one's upstream release). Stricter than the API server in one respect: an
// unknown field is a problem here, where the server would drop it without a word (a misspelt
// `instances` or `barmanObjectStore` would silently give a default cluster).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';

const require = createRequire(import.meta.url);
const DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'crd-schemas');

/** Closes every object schema that lists its properties and does not keep unknown fields. */
function closed(schema) {
  if (Array.isArray(schema)) return schema.map(closed);
  if (!schema || typeof schema !== 'object') return schema;
  const out = {};
  for (const [key, value] of Object.entries(schema)) {
    out[key] =
      key === 'properties' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, closed(v)])) : closed(value);
  }
  if (out.properties && out.additionalProperties === undefined && !out['x-kubernetes-preserve-unknown-fields']) {
    out.additionalProperties = false;
  }
  return out;
}

let vendored;
function vendoredSchemas() {
  if (vendored) return vendored;
  // Kubernetes' formats (int32, int-or-string, quantity…) are not JSON Schema's: ignored here,
  // as the types around them still are checked.
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  vendored = new Map();
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.json'))) {
    const { group, version, kind, schema } = JSON.parse(readFileSync(path.join(DIR, file), 'utf8'));
    const body = closed(schema);
    // metadata is "type: object" in every CRD: the API server checks it, as here.
    body.properties.metadata = {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', pattern: '^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$', maxLength: 253 } },
    };
    vendored.set(`${group}/${version}/${kind}`, ajv.compile(body));
  }
  return vendored;
}

function packaged(apiVersion, kind) {
  if (!apiVersion.startsWith('monitoring.coreos.com/')) return undefined;
  try {
    return require(`@kubernetes-models/prometheus-operator/${apiVersion}/${kind}`)[kind];
  } catch {
    return undefined;
  }
}

/**
 * Problems of one custom resource ("/spec/instance must NOT have additional properties"), [] when
 * valid, or undefined when no schema is known for its apiVersion and kind.
 */
export function customResourceProblems(object) {
  const Model = packaged(object.apiVersion, object.kind);
  if (Model) {
    try {
      new Model(object).validate();
      return [];
    } catch (error) {
      return [error.message];
    }
  }
  const validate = vendoredSchemas().get(`${object.apiVersion}/${object.kind}`);
  if (!validate) return undefined;
  if (validate(object)) return [];
  return validate.errors.map((e) =>
    e.keyword === 'additionalProperties'
      ? `${e.instancePath || '/'} has an unknown field "${e.params.additionalProperty}"`
      : `${e.instancePath || '/'} ${e.message}`,
  );
}
