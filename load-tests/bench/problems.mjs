// A bench writes its figures to docs/benchmarks.md whatever they are and fails afterwards on what
// fell short, so a failed run still shows what it measured: this names what fell short.

/**
 * What fell short in each of the named `results`, in their order: `problemOf(name, result)` says it
 * in a sentence, or answers a falsy value (false, undefined) when the result is fine.
 */
export function problemsOf(results, problemOf) {
  return Object.entries(results).flatMap(([name, result]) => problemOf(name, result) || []);
}
