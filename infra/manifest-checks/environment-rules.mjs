// The environment a deployment gives a service, against that service's config schema: the same
// rules for the Kubernetes manifests and docker-compose.yml.

/** What the images set for every process (infra/docker/*.Dockerfile, checked by infra/test). */
export const IMAGE_ENV = { NODE_ENV: 'production' };

/** Read by Node.js itself, not by the services' config. */
export const NODE_RUNTIME_VARIABLES = new Set(['NODE_OPTIONS', 'NODE_ENV', 'NODE_EXTRA_CA_CERTS', 'TZ']);

/**
 * Defaults made for a developer machine: an address on it, or a development secret. A deployment
 * must set these keys itself (a service in a container talking to 127.0.0.1 reaches nothing, and
 * a default secret is public).
 */
const DEVELOPER_MACHINE_DEFAULT = /(^|\/\/|@)(127\.0\.0\.1|localhost)([:/]|$)|change-me|^S3RVER$/i;

/**
 * @param workload { config, keys: {KEY: {required, default?}} } from config-schemas.mjs
 * @param env { KEY: value | null } as the deployment sets it
 * @param valueProblems what the service's own loadConfig says about the values
 */
export function environmentProblems(where, workload, env, valueProblems = []) {
  const problems = [];
  for (const key of Object.keys(env)) {
    if (!(key in workload.keys) && !NODE_RUNTIME_VARIABLES.has(key)) {
      problems.push(`${where}: ${key} is set but ${workload.config} does not read it`);
    }
  }
  for (const [key, property] of Object.entries(workload.keys)) {
    if (key in env) continue;
    if (property.required && !('default' in property)) {
      problems.push(`${where}: ${key} is required by ${workload.config} and has no default, but is not set`);
    } else if (typeof property.default === 'string' && DEVELOPER_MACHINE_DEFAULT.test(property.default)) {
      problems.push(`${where}: ${key} is not set, and its default (${property.default}) is for a developer machine`);
    }
  }
  for (const problem of valueProblems) problems.push(`${where}: ${problem}`);
  return problems;
}
