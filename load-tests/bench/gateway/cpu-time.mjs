// CPU time a process has used (user + system), from /proc on Linux; null elsewhere. Unlike
// requests/s it does not depend on what else the machine is doing, so it shows what a hop costs.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

export function cpuMicroseconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1_000_000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
