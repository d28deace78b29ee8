import { describe, expect, it } from 'vitest';
import { createUploadProgressStore, PROGRESS_REDRAW_MS } from '#web/features/policies/upload-progress-store';

const MB = 1024 * 1024;

/** A store on a clock the test moves, counting how often the progress list would be drawn. */
function givenAStore() {
  let now = 0;
  const pending: { at: number; run: () => void }[] = [];
  const store = createUploadProgressStore(
    () => now,
    (run, ms) => pending.push({ at: now + ms, run }),
  );
  let drawings = 0;
  store.subscribe(() => drawings++);
  return {
    store,
    drawings: () => drawings,
    advance(ms: number) {
      now += ms;
      for (const due of pending.filter((p) => p.at <= now)) {
        pending.splice(pending.indexOf(due), 1);
        due.run();
      }
    },
  };
}

describe('upload progress', () => {
  it('is drawn again only when a whole percent changes, at most four times a second', () => {
    const { store, drawings, advance } = givenAStore();
    store.start([{ label: 'Policy document', name: 'p.pdf', loaded: 0, total: 8 * MB }]);
    expect(drawings()).toBe(1);
    // The browser reports every 50 ms for 8 s: 160 reports, about 1.25% each.
    for (let report = 1; report <= 160; report++) {
      advance(50);
      store.report(0, Math.min(8 * MB, Math.round((report / 160) * 8 * MB)), 8 * MB);
    }
    expect(drawings()).toBeLessThanOrEqual(1 + (160 * 50) / PROGRESS_REDRAW_MS + 1);
    expect(drawings()).toBeGreaterThan(10);
    // The end is shown at once.
    expect(store.snapshot()[0]?.loaded).toBe(8 * MB);
  });

  it('shows the latest figure after a pause, and ignores reports that change nothing', () => {
    const { store, drawings, advance } = givenAStore();
    store.start([{ label: 'IPID', name: 'i.pdf', loaded: 0, total: 1000 }]);
    advance(PROGRESS_REDRAW_MS);
    store.report(0, 500, 1000);
    expect(store.snapshot()[0]?.loaded).toBe(500);
    store.report(0, 501, 1000);
    store.report(0, 700, 1000);
    expect(store.snapshot()[0]?.loaded).toBe(500);
    advance(PROGRESS_REDRAW_MS);
    expect(store.snapshot()[0]?.loaded).toBe(700);
    const before = drawings();
    store.report(0, 702, 1000);
    store.report(5, 10, 1000);
    advance(PROGRESS_REDRAW_MS);
    expect(drawings()).toBe(before);
  });
});
