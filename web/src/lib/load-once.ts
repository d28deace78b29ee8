/** Something loaded on first use and kept: a failed load is tried again on the next call. */
export interface LoadOnce<T> {
  readonly load: () => Promise<T>;
  /** What has loaded so far, without waiting. */
  readonly current: () => T | undefined;
}

export function loadOnce<T>(load: () => Promise<T>): LoadOnce<T> {
  let loading: Promise<T> | undefined;
  let value: T | undefined;
  return {
    load: () => {
      loading ??= load().then(
        (loaded) => {
          value = loaded;
          return loaded;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    current: () => value,
  };
}
