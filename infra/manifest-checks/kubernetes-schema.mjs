// Each rendered object against the Kubernetes OpenAPI schemas (the maintained models of the npm
// package kubernetes-models: types, required fields, enums, formats; they do not reject unknown
// field names, which the env and policy checks cover where it matters).
import { createRequire } from 'node:module';
import { customResourceProblems } from './crd-schema.mjs';

const require = createRequire(import.meta.url);

/** "apps/v1" + "Deployment" → the model class, or undefined for a kind the package lacks. */
function modelOf(apiVersion, kind) {
  const group = apiVersion.includes('/') ? apiVersion : `v1`;
  try {
    return require(`kubernetes-models/${group}/${kind}`)[kind];
  } catch {
    return undefined;
  }
}

/**
 * kustomize wraps long base64 values (a Secret's data) over several lines; the API server's decoder
 * skips the line breaks, the schema's "byte" format does not: join them before validating.
 */
function unwrapBase64(object) {
  const field = object.kind === 'Secret' ? 'data' : object.kind === 'ConfigMap' ? 'binaryData' : undefined;
  if (!field || !object[field]) return object;
  const joined = Object.fromEntries(
    Object.entries(object[field]).map(([key, value]) => [
      key,
      typeof value === 'string' ? value.replace(/\s+/g, '') : value,
    ]),
  );
  return { ...object, [field]: joined };
}

/** Problems ("Deployment/gateway: /spec/… must be integer"), empty when every object is valid. */
export function schemaProblems(objects) {
  const problems = [];
  for (const object of objects) {
    const name = `${object?.kind ?? '?'}/${object?.metadata?.name ?? '?'}`;
    if (typeof object?.apiVersion !== 'string' || typeof object?.kind !== 'string') {
      problems.push(`${name}: apiVersion and kind are required`);
      continue;
    }
    const Model = modelOf(object.apiVersion, object.kind);
    if (!Model) {
      const custom = customResourceProblems(object);
      if (custom) {
        problems.push(...custom.map((problem) => `${name}: ${problem}`));
        continue;
      }
      problems.push(`${name}: no Kubernetes schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new Model(unwrapBase64(object)).validate();
    } catch (error) {
      problems.push(`${name}: ${error.message}`);
    }
  }
  return problems;
}
