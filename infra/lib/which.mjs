// Finds an executable on PATH (or at an absolute path) without a shell.
import { accessSync, constants } from 'node:fs';
import path from 'node:path';

const EXTRA = ['/usr/sbin', '/usr/local/sbin', '/sbin', '/usr/lib/postgresql/bin'];

export function which(command) {
  if (command.includes('/')) return isExecutable(command) ? command : null;
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), ...EXTRA].filter(Boolean);
  for (const dir of dirs) {
    const candidate = path.join(dir, command);
    if (isExecutable(candidate)) return candidate;
  }
  return null;
}

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
