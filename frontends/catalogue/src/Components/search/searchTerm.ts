/** The router leaves reserved characters (%2F, %3F, …) encoded in a parameter; a lone % stays as typed. */
export function searchTermOf(param: string): string {
  try {
    return decodeURIComponent(param).trim();
  } catch {
    return param.trim();
  }
}

/** Where Enter on a narrow screen goes. */
export function searchPath(term: string): string {
  return `/search/${encodeURIComponent(term.trim())}`;
}
