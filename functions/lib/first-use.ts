/**
 * A module that only a rare path of a function needs, loaded the first time that path runs rather
 * than when the function starts: `const replies = onFirstUse(() => import('./mail-replies'))`, then
 * `(await replies()).mailSettled(...)`. The bundler keeps the module in the bundle and evaluates it
 * (and requires the AWS SDK packages it uses) only when first asked for, so a cold start whose
 * request never takes that path does not pay for them; one that does pays once, on that request.
 * For a package the common path uses this is no saving, and it is not used there
 * (docs/performance.md, "Lambda init time").
 */
export function onFirstUse<M>(load: () => Promise<M>): () => Promise<M> {
  let loading: Promise<M> | undefined;
  return () => {
    // A failed load is not kept, so the next request tries again.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
