import { percentSent } from './upload-progress-values';

/** One file of an upload: what it is for, its name, and how much of it has been sent. */
export interface FileProgress {
  readonly label: string;
  readonly name: string;
  readonly loaded: number;
  readonly total: number;
}

/**
 * Upload progress outside React state, read by the progress list alone (useSyncExternalStore).
 * The browser reports progress about twenty times a second; the list is drawn again only when a
 * file's whole percent changed, and at most four times a second (a file that finishes is shown at
 * once), so the rest of the page is not drawn again for it at all.
 */
export interface UploadProgressStore {
  readonly subscribe: (listener: () => void) => () => void;
  readonly snapshot: () => readonly FileProgress[];
  start(files: readonly FileProgress[]): void;
  report(index: number, loaded: number, total: number): void;
}

/** The least time between two drawings of the list. */
export const PROGRESS_REDRAW_MS = 250;

export function createUploadProgressStore(
  now: () => number = () => performance.now(),
  later: (run: () => void, ms: number) => void = (run, ms) => void setTimeout(run, ms),
): UploadProgressStore {
  let shown: readonly FileProgress[] = [];
  let latest: readonly FileProgress[] = [];
  let shownAt = Number.NEGATIVE_INFINITY;
  let waiting = false;
  const listeners = new Set<() => void>();
  const show = () => {
    waiting = false;
    if (shown === latest) return;
    shown = latest;
    shownAt = now();
    for (const listener of listeners) listener();
  };
  const percents = (files: readonly FileProgress[]) =>
    files.map((f) => percentSent(f.loaded, f.total)).join();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => shown,
    start(files) {
      latest = files;
      show();
    },
    report(index, loaded, total) {
      const file = latest[index];
      if (!file) return;
      const next = latest.map((item, i) => (i === index ? { ...item, loaded, total } : item));
      if (percents(next) === percents(latest)) return;
      latest = next;
      const wait = shownAt + PROGRESS_REDRAW_MS - now();
      if (wait <= 0 || loaded >= total) return show();
      if (!waiting) {
        waiting = true;
        later(show, wait);
      }
    },
  };
}
