// docs/benchmarks.md holds one section per benchmark between its own markers, so each benchmark
// rewrites its figures without touching the others'.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

/** Replaces the text from `start` to `end` (markers included) with `section`, or appends it. */
export function replaceSection({ file, start, end, section }) {
  const current = existsSync(file)
    ? readFileSync(file, 'utf8')
    : '# Benchmarks\n\nFigures written by `npm run bench`.\n';
  const from = current.indexOf(start);
  const to = current.indexOf(end);
  const next =
    from !== -1 && to > from
      ? current.slice(0, from) + section + current.slice(to + end.length)
      : `${current.trimEnd()}\n\n${section}\n`;
  writeFileSync(file, next);
}
