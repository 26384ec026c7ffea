// Dependency-free: used before the federation boundary, where no shared module may load yet.

export type RetryOptions = {
  /** Each attempt is aborted after this long. */
  timeoutMs: number;
  /** Further attempts after the first (start-up requests make one). */
  retries?: number;
  retryDelayMs?: number;
  /** Whether a failure is worth another attempt; by default timeouts, network errors and 5xx. */
  shouldRetry?: (error: unknown) => boolean;
  /** Aborts every attempt (e.g. a query being cancelled). */
  signal?: AbortSignal;
};

export class RequestTimeoutError extends Error {
  constructor(readonly timeoutMs: number) {
    super(`no answer within ${timeoutMs} ms`);
    this.name = 'RequestTimeoutError';
  }
}

/** An answer that says "try later": 5xx (a 502 while a service restarts), 408 and 429. */
export class TransientHttpError extends Error {
  constructor(readonly httpStatus: number) {
    super(`answered ${httpStatus}`);
    this.name = 'TransientHttpError';
  }
}

export function isTransientStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

/** Timeouts, dropped connections (fetch's TypeError) and 5xx are transient; a 4xx is an answer. */
export function isTransientFailure(error: unknown): boolean {
  if (error instanceof RequestTimeoutError || error instanceof TransientHttpError) return true;
  if (error instanceof TypeError) return true;
  const status = (error as { httpStatus?: unknown } | null)?.httpStatus;
  return typeof status === 'number' && (status === 0 || isTransientStatus(status));
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

async function attempt<T>(task: (signal: AbortSignal) => Promise<T>, timeoutMs: number, outer?: AbortSignal) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RequestTimeoutError(timeoutMs)), timeoutMs);
  const forward = () => controller.abort(outer?.reason);
  outer?.addEventListener('abort', forward, { once: true });
  try {
    return await task(controller.signal);
  } catch (error) {
    // fetch rejects with an AbortError; say which abort it was.
    if (controller.signal.aborted && controller.signal.reason instanceof RequestTimeoutError && !outer?.aborted)
      throw controller.signal.reason;
    throw error;
  } finally {
    clearTimeout(timer);
    outer?.removeEventListener('abort', forward);
  }
}

/** Runs `task` with a timeout per attempt, retrying transient failures `retries` times. */
export async function withRetry<T>(task: (signal: AbortSignal) => Promise<T>, options: RetryOptions): Promise<T> {
  const { timeoutMs, retries = 1, retryDelayMs = 300, shouldRetry = isTransientFailure, signal } = options;
  for (let attemptNo = 0; ; attemptNo++) {
    try {
      return await attempt(task, timeoutMs, signal);
    } catch (error) {
      if (attemptNo >= retries || signal?.aborted || !shouldRetry(error)) throw error;
      await wait(retryDelayMs, signal);
    }
  }
}
