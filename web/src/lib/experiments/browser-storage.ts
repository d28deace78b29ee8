/** The part of Web Storage the experiment code uses, so tests can pass a plain object. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** This browser's local storage, or undefined where it is switched off or blocked. */
export function localStore(): KeyValueStore | undefined {
  try {
    const store = window.localStorage;
    // Some browsers expose storage but refuse every write (e.g. some private modes).
    const probe = 'policylens.storage-probe';
    store.setItem(probe, '1');
    store.removeItem(probe);
    return store;
  } catch {
    return undefined;
  }
}
