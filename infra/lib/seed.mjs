// Runs the identity service's demo seed (services/identity/dist/seed.js, written by the identity
// team) and collects the demo credentials it reports: a JSON line on its stdout
// ({"demoUsers":[…]} or an array), or the file .run/demo-users.json.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, RUN_DIR } from './config.mjs';
import { runToEnd } from './processes.mjs';

export const DEMO_USERS_FILE = path.join(RUN_DIR, 'demo-users.json');

export function findSeed(root = ROOT) {
  const file = path.join(root, 'services', 'identity', 'dist', 'seed.js');
  return existsSync(file) ? file : null;
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

/** Runs the seed; resolves to { ran, ok, users, extras, lines }. */
export async function runSeed(env, { root = ROOT } = {}) {
  const file = findSeed(root);
  if (!file) return { ran: false, ok: true, users: readDemoUsersFile(0), extras: {}, lines: [] };
  const startedAt = Date.now();
  const { code, lines } = await runToEnd('seed', process.execPath, [file], {
    env,
    cwd: path.dirname(path.dirname(file)),
  });
  const report = parseSeedReport(lines);
  const users = report?.users ?? readDemoUsersFile(startedAt - 1000) ?? readDemoUsersFile(0);
  return { ran: true, ok: code === 0, code, users, extras: report?.extras ?? {}, lines };
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

/** Roles of the spec: 11–20 artist, 21–30 user; other values are shown as given. */
export function roleLabel(role) {
  const n = Number(role);
  if (role === '' || !Number.isFinite(n)) return String(role);
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
