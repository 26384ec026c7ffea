/**
 * The work's answer, or a rejection with `message` once `timeoutMs` has passed (the work itself
 * goes on: a Redis or database client has no way to take a call back). For checks that must not
 * wait on a slow dependency: health probes, session reads, writes that are only announcements.
 */
export async function withTimeout<T>(work: () => Promise<T>, timeoutMs: number, message = 'timed out'): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(message)), timeoutMs);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}
