// Reads the node test runner's totals out of its output: TAP (`# pass N`, `# fail N`) or the spec
// reporter (`ℹ pass N`), also when a tool such as turbo prefixes each line.
const TOTAL = /(?:^|[\s:])(?:#|ℹ)\s+(pass|fail|cancelled)\s+(\d+)\s*$/;
// A failing TAP test and the diagnostic lines after it (error, expected, actual, location), kept so
// the last screen of a long CI log still says which test failed and why.
const NOT_OK = /(?:^|[\s:])not ok \d+ - (.*)$/;
const DETAIL_LINES = 24;
const MAX_FAILURES = 10;

export function createCounter() {
  const counts = { pass: 0, fail: 0, cancelled: 0, runs: 0 };
  const failures = [];
  let detail = 0;
  return {
    counts,
    failures,
    /** Feed one output line. */
    line(text) {
      // biome-ignore lint/suspicious/noControlCharactersInRegex: strips ANSI colours
      const clean = text.replace(/\x1b\[[0-9;]*m/g, '');
      const failing = NOT_OK.exec(clean);
      if (failing && failures.length < MAX_FAILURES) {
        failures.push({ name: failing[1].trim(), lines: [] });
        detail = DETAIL_LINES;
      } else if (detail > 0 && failures.length) {
        failures[failures.length - 1].lines.push(clean);
        detail -= 1;
      }
      const m = TOTAL.exec(clean);
      if (!m) return;
      counts[m[1]] += Number(m[2]);
      if (m[1] === 'pass') counts.runs += 1;
    },
  };
}
