/**
 * Asks `look` every `intervalMs` until it finds something, and answers that; once `timeoutMs` have
 * passed it gives up, saying what was awaited.
 */
export async function pollUntil<T>(
  look: () => Promise<T | undefined>,
  { timeoutMs, intervalMs, awaited }: { timeoutMs: number; intervalMs: number; awaited: string },
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`${awaited}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
