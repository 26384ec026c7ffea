// Reads the node test runner's totals out of its output: TAP (`# pass N`, `# fail N`) or the spec
// reporter (`ℹ pass N`), also when a tool such as turbo prefixes each line.
const TOTAL = /(?:^|[\s:])(?:#|ℹ)\s+(pass|fail|cancelled)\s+(\d+)\s*$/;

export function createCounter() {
  const counts = { pass: 0, fail: 0, cancelled: 0, runs: 0 };
  return {
    counts,
    /** Feed one output line. */
    line(text) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours
      const clean = text.replace(/\x1b\[[0-9;]*m/g, '');
      const m = TOTAL.exec(clean);
      if (!m) return;
      counts[m[1]] += Number(m[2]);
      if (m[1] === 'pass') counts.runs += 1;
    },
  };
}
