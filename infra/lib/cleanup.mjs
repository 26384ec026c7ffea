// A stack of stop functions run in reverse order on exit, Ctrl-C or SIGTERM (each at most once).
import { log } from './log.mjs';

const stack = [];
let stopping = null;

export function onStop(label, fn) {
  stack.push({ label, fn });
}

export function stopAll() {
  if (!stopping) {
    stopping = (async () => {
      while (stack.length) {
        const { label, fn } = stack.pop();
        try {
          await fn();
        } catch (error) {
          log.warn(`stopping ${label}: ${error.message}`);
        }
      }
    })();
  }
  return stopping;
}

/** Installs SIGINT/SIGTERM handlers that stop everything and exit (a second signal forces it). */
export function handleSignals(exitCode = 130) {
  let count = 0;
  const handler = (signal) => {
    count += 1;
    if (count > 1) {
      log.warn(`${signal} again: exiting now`);
      process.exit(exitCode);
    }
    log.info(`${signal}: stopping what this command started…`);
    stopAll().finally(() => process.exit(signal === 'SIGTERM' ? 143 : exitCode));
  };
  process.on('SIGINT', handler);
  process.on('SIGTERM', handler);
  process.on('SIGHUP', handler);
}
