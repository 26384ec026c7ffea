// The product's images: which Dockerfile builds each, its name in infra/docker-compose.yml, and its
// size budget. The budgets are in one place (BUDGET_MB) and count what an image adds to its base
// image, because the base differs between machines (the registry's node:22-slim, or the local
// stand-in, which is larger): what the Dockerfile controls is the rest.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** MB an image may add to its base image (docker's sizes, 1 MB = 1,000,000 bytes). */
export const BUDGET_MB = {
  // Production node_modules of one service (pg, nats, sharp in catalogue and social, argon2…) and its dist.
  service: 260,
  // The gateway's node_modules and every frontend's build (with .br/.gz copies).
  gateway: 300,
  // One remote's dist (with .br/.gz copies) and nothing else.
  remote: 25,
};

/** Every image: { name, kind, dockerfile, tag, base }, gateway first, then services, then remotes. */
export function productImages(root) {
  const images = [
    {
      name: 'gateway',
      kind: 'gateway',
      dockerfile: 'infra/docker/gateway.Dockerfile',
      tag: 'art-marketplace/gateway:dev',
      base: 'node',
    },
  ];
  for (const [folder, kind, prefix] of [
    ['services', 'service', ''],
    ['frontends', 'remote', 'remote-'],
  ]) {
    for (const area of readdirSync(path.join(root, folder)).sort()) {
      const dockerfile = `${folder}/${area}/Dockerfile`;
      if (!existsSync(path.join(root, dockerfile))) continue;
      images.push({
        name: `${prefix}${area}`,
        kind,
        dockerfile,
        tag: `art-marketplace/${prefix}${area}:dev`,
        base: kind === 'remote' ? 'nginx' : 'node',
      });
    }
  }
  return images;
}

/** The images named in --images=a,b (all when empty); unknown names are an error that lists the known ones. */
export function selectImages(all, names) {
  if (!names?.length) return all;
  const unknown = names.filter((n) => !all.some((image) => image.name === n));
  if (unknown.length) {
    throw new Error(`unknown image ${unknown.join(', ')}; images are ${all.map((i) => i.name).join(', ')}`);
  }
  return all.filter((image) => names.includes(image.name));
}

/**
 * What is wrong with a built image (docker image inspect's JSON), given its base image's size:
 * running as root, no HEALTHCHECK, over its budget.
 */
export function imageProblems(image, inspected, baseSize) {
  const problems = [];
  const user = inspected.Config?.User ?? '';
  const name = user.split(':')[0];
  if (!name || name === 'root' || name === '0') problems.push(`${image.name}: runs as root (USER ${user || 'unset'})`);
  const test = inspected.Config?.Healthcheck?.Test ?? [];
  if (!test.length || test[0] === 'NONE') problems.push(`${image.name}: no HEALTHCHECK`);
  const addedMb = (inspected.Size - baseSize) / 1e6;
  const budget = BUDGET_MB[image.kind];
  if (addedMb > budget) {
    problems.push(`${image.name}: adds ${addedMb.toFixed(0)} MB to its base, over its budget of ${budget} MB`);
  }
  return problems;
}
