// Child processes of the run and test commands: output prefixed with their name, each in its own
// process group (so a terminal's Ctrl-C reaches only us and we stop them in order), stopped with
// SIGTERM then SIGKILL after a grace period.
import { spawn } from 'node:child_process';
import { pipeWithPrefix } from './log.mjs';

const running = new Set();

/**
 * Starts `command args` as `name`. Returns a handle:
 * { name, child, exited: Promise<{code, signal}>, stop(graceMs), lines (last 200) }
 */
export function startProcess(name, command, args, { env = process.env, cwd, onLine, quiet = false } = {}) {
  const child = spawn(command, args, { env, cwd, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const lines = [];
  const remember = (line) => {
    lines.push(line);
    if (lines.length > 200) lines.shift();
    onLine?.(line);
  };
  if (quiet) {
    const collect = (stream) => {
      let buf = '';
      stream.setEncoding('utf8');
      stream.on('data', (d) => {
        buf += d;
        const parts = buf.split('\n');
        buf = parts.pop();
        parts.forEach(remember);
      });
    };
    collect(child.stdout);
    collect(child.stderr);
  } else {
    pipeWithPrefix(child.stdout, name, process.stdout, remember);
    pipeWithPrefix(child.stderr, name, process.stderr, remember);
  }
  const handle = { name, child, lines, exitInfo: null };
  handle.exited = new Promise((resolve) => {
    child.on('error', (error) => {
      remember(`failed to start: ${error.message}`);
      handle.exitInfo = { code: null, signal: null, error };
      running.delete(handle);
      resolve(handle.exitInfo);
    });
    child.on('exit', (code, signal) => {
      handle.exitInfo = { code, signal };
      running.delete(handle);
      resolve(handle.exitInfo);
    });
  });
  handle.stop = (graceMs = 10_000) => stopProcess(handle, graceMs);
  running.add(handle);
  return handle;
}

function signalGroup(handle, signal) {
  try {
    process.kill(-handle.child.pid, signal);
  } catch {
    try {
      handle.child.kill(signal);
    } catch {
      /* already gone */
    }
  }
}

export async function stopProcess(handle, graceMs = 10_000) {
  if (handle.exitInfo || !handle.child.pid) return handle.exitInfo;
  signalGroup(handle, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(handle, 'SIGKILL'), graceMs);
  const info = await handle.exited;
  clearTimeout(timer);
  return info;
}

/** Last resort when our own process exits: kill every group still running, synchronously. */
process.on('exit', () => {
  for (const handle of running) signalGroup(handle, 'SIGKILL');
});

/** Runs a command to its end with prefixed output; resolves to { code, signal, lines }. */
export async function runToEnd(name, command, args, options = {}) {
  const handle = startProcess(name, command, args, options);
  const info = await handle.exited;
  return { ...info, lines: handle.lines };
}
