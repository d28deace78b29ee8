import { isUsState, type UsState } from '#domain/complaints/escalation-routes';

/** The state a US user chose, remembered on this device so the route is theirs next time. */
export const US_STATE_KEY = 'policylens:complaint-us-state';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

function browserStore(): Store | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage can be refused (private modes, blocked cookies); the choice then lasts the visit.
    return undefined;
  }
}

export function rememberedUsState(store: Store | undefined = browserStore()): UsState | undefined {
  try {
    const value = store?.getItem(US_STATE_KEY);
    return isUsState(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

export function rememberUsState(state: UsState | undefined, store: Store | undefined = browserStore()): void {
  try {
    store?.setItem(US_STATE_KEY, state ?? '');
  } catch {
    // Not remembered; the choice still applies now.
  }
}
