// docker-compose.yml in one pass: parse, every image pinned (no :latest, no untagged), the
// remotes' images built from their own Dockerfiles, every product service's environment against its config
// schema (one call to the config oracle for all the files given), the gateway's routes, and every
// service with a config schema present.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { composeImageProblems, composeRouteProblems, composeServices } from './compose.mjs';
import { evaluateEnvironments } from './config-schemas.mjs';
import { environmentProblems, IMAGE_ENV } from './environment-rules.mjs';

/** @param files [{ name, file }] → { workloads, results: { [name]: { compose, services, problems } } } */
export async function checkComposeFiles(files) {
  const parsed = files.map(({ name, file }) => {
    const document = parseDocument(readFileSync(file, 'utf8'));
    if (document.errors.length)
      return { name, problems: document.errors.map((e) => `${name}: ${e.message}`), services: [] };
    const compose = document.toJS({ maxAliasCount: 100 });
    const composeDir = path.dirname(file);
    const problems = composeImageProblems(compose, { composeDir }).map((problem) => `${name}: ${problem}`);
    return { name, compose, services: composeServices(compose, { composeDir }), problems };
  });
  const requests = parsed.flatMap((entry) =>
    entry.services.map((service) => ({
      id: `${entry.name}/${service.name}`,
      workload: service.workload,
      env: service.env,
      imageEnv: IMAGE_ENV,
    })),
  );
  const { workloads, results } = await evaluateEnvironments(requests);
  const output = {};
  for (const entry of parsed) {
    const problems = [...entry.problems];
    for (const service of entry.services) {
      problems.push(...service.problems);
      const workload = workloads[service.workload];
      const where = `${entry.name}: compose service ${service.name}`;
      if (!workload) problems.push(`${where}: no service config schema for "${service.workload}"`);
      else
        problems.push(
          ...environmentProblems(where, workload, service.env, results[`${entry.name}/${service.name}`]?.problems),
        );
    }
    if (entry.compose) {
      problems.push(...composeRouteProblems(entry.services, workloads));
      const present = new Set(entry.services.map((s) => s.workload));
      for (const workload of Object.keys(workloads)) {
        if (!present.has(workload))
          problems.push(
            `${entry.name}: ${workload} has a config schema but no compose service (image art-marketplace/${workload})`,
          );
      }
    }
    output[entry.name] = { compose: entry.compose, services: entry.services, problems };
  }
  return { workloads, results: output };
}
