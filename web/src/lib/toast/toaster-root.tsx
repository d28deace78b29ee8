import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '#domain/constants';

const TOAST_TOP_OFFSET = 'calc(var(--header-height) + 0.75rem)';
const TOASTER_ID = 'toaster';

/**
 * Puts the one toast area on the page, in a React root of its own, so a page shows toasts
 * whether it runs as the whole app or as a prerendered page brought to life on its own.
 */
export function mountToaster(): void {
  if (document.getElementById(TOASTER_ID)) return;
  const host = document.createElement('div');
  host.id = TOASTER_ID;
  document.body.append(host);
  createRoot(host).render(
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      richColors
      closeButton
      // Below the sticky header, so a toast never hides the navigation.
      offset={{ top: TOAST_TOP_OFFSET }}
      mobileOffset={{ top: TOAST_TOP_OFFSET }}
    />,
  );
}
