import type { ExternalToast } from 'sonner';

/**
 * Toasts that cost nothing until the first one is shown: the toast library and its area load
 * then, so public pages do not carry them. Calls keep their order, and each returns its id at
 * once (given, or made here), so a later toast can replace it.
 */
type Kind = 'message' | 'success' | 'error' | 'warning';
type ToastId = string | number;
type Library = typeof import('sonner');

let library: Promise<Library> | undefined;
let made = 0;

/** Where toasts shown just before a move to another page wait for that page. */
const CARRIED_KEY = 'policylens:carried-toasts';
/** A toast this fresh when the page is left was meant for the next one too. */
const CARRY_WITHIN_MS = 2_000;

interface CarriedToast {
  readonly kind: Kind;
  readonly message: string;
  readonly id: ToastId;
  readonly duration?: number;
}

let recent: { readonly toast: CarriedToast; readonly at: number }[] = [];

function load(): Promise<Library> {
  library ??= Promise.all([import('sonner'), import('./toaster-root')]).then(([sonner, root]) => {
    root.mountToaster();
    return sonner;
  });
  return library;
}

function show(kind: Kind, message: string, options: ExternalToast = {}): ToastId {
  const id = options.id ?? `toast-${++made}`;
  const { duration } = options;
  const now = Date.now();
  recent = [
    ...recent.filter((entry) => now - entry.at < CARRY_WITHIN_MS && entry.toast.id !== id),
    { toast: { kind, message, id, ...(duration !== undefined && { duration }) }, at: now },
  ];
  void load().then((sonner) => sonner.toast[kind](message, { ...options, id }));
  return id;
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  /** A plain toast, without an icon. */
  message: (message: string, options?: ExternalToast) => show('message', message, options),
  dismiss: (id?: ToastId) => void load().then((sonner) => sonner.toast.dismiss(id)),
};

/** Loads the toast area now: the whole app does at start, so its first toast shows without delay. */
export function prepareToasts(): Promise<unknown> {
  return load();
}

/**
 * Keeps the toasts just shown for the page about to load (a page that moves on by loading the
 * next one would otherwise take its news with it). Their buttons stay behind.
 */
export function carryToastsToNextPage(): void {
  const now = Date.now();
  const carried = recent.filter((entry) => now - entry.at < CARRY_WITHIN_MS).map((entry) => entry.toast);
  if (carried.length === 0) return;
  try {
    window.sessionStorage.setItem(CARRIED_KEY, JSON.stringify(carried));
  } catch {
    // Without storage the next page starts without them.
  }
}

function isCarriedToast(value: unknown): value is CarriedToast {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, message, id } = value as Record<string, unknown>;
  return (
    typeof message === 'string' &&
    (typeof id === 'string' || typeof id === 'number') &&
    ['message', 'success', 'error', 'warning'].includes(String(kind))
  );
}

/** Shows the toasts the previous page handed on, once. */
export function showCarriedToasts(): void {
  let stored: string | null = null;
  try {
    stored = window.sessionStorage.getItem(CARRIED_KEY);
    window.sessionStorage.removeItem(CARRIED_KEY);
  } catch {
    return;
  }
  if (!stored) return;
  let carried: unknown;
  try {
    carried = JSON.parse(stored);
  } catch {
    return;
  }
  if (!Array.isArray(carried)) return;
  for (const entry of carried.filter(isCarriedToast)) {
    show(entry.kind, entry.message, {
      id: entry.id,
      ...(entry.duration !== undefined && { duration: entry.duration }),
    });
  }
}
