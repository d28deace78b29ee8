import type { ExternalToast } from 'sonner';

/**
 * Toasts that cost nothing until the first one is shown: the toast library and its area load
 * then, so public pages do not carry them. Calls keep their order, and each returns its id at
 * once (given, or made here), so a later toast can replace it.
 */
type Kind = 'success' | 'error' | 'warning' | 'loading';
type ToastId = string | number;
type Library = typeof import('sonner');

let library: Promise<Library> | undefined;
let made = 0;

function load(): Promise<Library> {
  library ??= Promise.all([import('sonner'), import('./toaster-root')]).then(([sonner, root]) => {
    root.mountToaster();
    return sonner;
  });
  return library;
}

function show(kind: Kind, message: string, options: ExternalToast = {}): ToastId {
  const id = options.id ?? `toast-${++made}`;
  void load().then((sonner) => sonner.toast[kind](message, { ...options, id }));
  return id;
}

export const toast = {
  success: (message: string, options?: ExternalToast) => show('success', message, options),
  error: (message: string, options?: ExternalToast) => show('error', message, options),
  warning: (message: string, options?: ExternalToast) => show('warning', message, options),
  loading: (message: string, options?: ExternalToast) => show('loading', message, options),
  dismiss: (id?: ToastId) => void load().then((sonner) => sonner.toast.dismiss(id)),
};

/** Loads the toast area now: the whole app does at start, so its first toast shows without delay. */
export function prepareToasts(): Promise<unknown> {
  return load();
}
