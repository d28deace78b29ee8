/** Thrown when work outlives the time it was given. */
export class TooSlowError extends Error {
  constructor() {
    super('The work took too long');
    this.name = 'TooSlowError';
  }
}

/**
 * The work, or TooSlowError once `ms` have passed (the work itself is left to be dropped), so a
 * worker can save a failure before Lambda stops it.
 */
export function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TooSlowError()), Math.max(0, ms));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Time kept back from a worker's limit to save a failure before Lambda stops it. */
export const SAVE_MARGIN_MS = 10_000;
