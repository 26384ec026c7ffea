// Runs the services' demo seeds (services/<area>/dist/seed.js, each written by its area's team)
// one after the other in area order (identity first: the others build on its users), and collects
// the demo credentials identity reports: a JSON line on its stdout ({"demoUsers":[…]} or an
// array), or the file .run/demo-users.json. Plain fields of a seed's JSON line are shown as extras.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { AREAS, ROOT, RUN_DIR } from './config.mjs';
import { startProcess } from './processes.mjs';

export const DEMO_USERS_FILE = path.join(RUN_DIR, 'demo-users.json');

/**
 * A seed waits for what it needs from the others (catalogue's for the users identity's events
 * bring into its projection), so it gets minutes, not seconds. SEED_TIMEOUT_MS overrides it.
 */
export const SEED_TIMEOUT_MS = Number(process.env.SEED_TIMEOUT_MS || 300_000);

export function findSeed(root = ROOT, area = 'identity') {
  const file = path.join(root, 'services', area, 'dist', 'seed.js');
  return existsSync(file) ? file : null;
}

/** [{ area, file }] of the seeds present, in area order (AREAS), then the other folders by name. */
export function findSeeds(areas, root = ROOT) {
  const rank = (area) => (AREAS.includes(area) ? AREAS.indexOf(area) : AREAS.length);
  return [...areas]
    .sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
    .map((area) => ({ area, file: findSeed(root, area) }))
    .filter((seed) => seed.file);
}

function usersFrom(value) {
  if (Array.isArray(value)) return value;
  if (value && typeof value === 'object') {
    for (const key of ['demoUsers', 'users', 'credentials', 'accounts']) {
      if (Array.isArray(value[key])) return value[key];
    }
  }
  return null;
}

/** Picks the demo users out of the seed's output lines (last JSON line that holds users). */
export function parseSeedOutput(lines) {
  return parseSeedReport(lines)?.users ?? null;
}

/** { users, extras } of the last JSON line holding users; extras are its other plain fields. */
export function parseSeedReport(lines) {
  for (const line of [...lines].reverse()) {
    for (let i = 0; i < line.length; i++) {
      if (line[i] !== '{' && line[i] !== '[') continue;
      try {
        const value = JSON.parse(line.slice(i));
        const users = usersFrom(value);
        if (users) return { users, extras: extrasOf(value) };
        break;
      } catch {
        /* not JSON from here: try the next bracket */
      }
    }
  }
  return null;
}

function extrasOf(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => ['string', 'number', 'boolean'].includes(typeof v)),
  );
}

/**
 * Runs one area's seed with that service's environment, from its folder; stopped after
 * `timeoutMs`. Resolves to { ran, ok, code, timedOut, users, extras, lines }; `users` only for
 * identity (the demo accounts).
 */
export async function runSeed(
  env,
  { root = ROOT, area = 'identity', timeoutMs = SEED_TIMEOUT_MS, quiet = false } = {},
) {
  const file = findSeed(root, area);
  const readsUsers = area === 'identity';
  if (!file) return { ran: false, ok: true, users: readsUsers ? readDemoUsersFile(0) : null, extras: {}, lines: [] };
  const startedAt = Date.now();
  const handle = startProcess(`${area}-seed`, process.execPath, [file], {
    // Identity's seed writes the file only when told where (its image runs on a read-only root).
    env: readsUsers ? { DEMO_USERS_FILE, ...env } : env,
    cwd: path.dirname(path.dirname(file)),
    quiet,
  });
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    handle.stop(5000);
  }, timeoutMs);
  const { code } = await handle.exited;
  clearTimeout(timer);
  const lines = handle.lines;
  const report = parseSeedReport(lines) ?? extrasReport(lines);
  const users = readsUsers ? (report?.users ?? readDemoUsersFile(startedAt - 1000) ?? readDemoUsersFile(0)) : null;
  return { ran: true, ok: code === 0 && !timedOut, code, timedOut, users, extras: report?.extras ?? {}, lines };
}

/** A seed without users (catalogue's) may still report plain figures on its last JSON line. */
function extrasReport(lines) {
  for (const line of [...lines].reverse()) {
    const start = line.indexOf('{');
    if (start === -1) continue;
    try {
      const value = JSON.parse(line.slice(start));
      // Pino log lines are JSON too: only a line that is not a log record reports.
      if (value && typeof value === 'object' && !('level' in value && 'msg' in value))
        return { extras: extrasOf(value) };
    } catch {
      /* not JSON */
    }
  }
  return null;
}

/** Why a seed did not finish, for the run command's message. */
export function seedFailure(result, timeoutMs = SEED_TIMEOUT_MS) {
  if (result.timedOut) return `did not finish within ${Math.round(timeoutMs / 1000)} s (SEED_TIMEOUT_MS)`;
  return `failed (exit code ${result.code})`;
}

function readDemoUsersFile(notBefore) {
  if (!existsSync(DEMO_USERS_FILE)) return null;
  if (statSync(DEMO_USERS_FILE).mtimeMs < notBefore) return null;
  try {
    return usersFrom(JSON.parse(readFileSync(DEMO_USERS_FILE, 'utf8')));
  } catch {
    return null;
  }
}

/** Roles: 1–10 operator, 11–20 artist, 21–30 user; other values are shown as given. */
export function roleLabel(role) {
  const n = Number(role);
  if (role === '' || !Number.isFinite(n)) return String(role);
  if (n >= 1 && n <= 10) return `operator (${n})`;
  if (n >= 11 && n <= 20) return `artist (${n})`;
  if (n >= 21 && n <= 30) return `user (${n})`;
  return String(role);
}

/** One line per demo user: role, name, e-mail, password (whatever fields the seed gave). */
export function formatUsers(users) {
  return users.map((u) => {
    if (typeof u !== 'object' || u === null) return `  ${String(u)}`;
    const role = roleLabel(u.roleName ?? u.role ?? u.kind ?? '');
    const name = u.name ?? u.fullName ?? [u.firstName, u.lastName].filter(Boolean).join(' ');
    const email = u.email ?? u.username ?? '';
    const password = u.password ?? '';
    return `  ${String(role).padEnd(12)} ${String(email).padEnd(34)} ${String(password).padEnd(14)} ${name}`.trimEnd();
  });
}
