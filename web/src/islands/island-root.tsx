import { type ComponentType, StrictMode, useEffect, useState } from 'react';
import type { RuntimeConfig } from '#domain/runtime-config';
import { PRERENDER_CONFIG } from '../app/prerender-config';
import { SessionContext, SIGNED_OUT_SESSION } from '../lib/auth/session-context';
import { RuntimeConfigProvider, runtimeConfig } from '../lib/runtime-config';

/**
 * What a public page needs around it when it runs on its own, without the app: nobody signed in,
 * links that load the next page, and the deployment's settings. It renders with the settings the
 * page was prerendered with, so the first render matches the markup, then takes the real ones.
 */
interface IslandRootProps {
  readonly page: ComponentType;
  /** Told once the page is running in the browser. */
  readonly onRunning?: () => void;
}

export function IslandRoot({ page: Page, onRunning }: IslandRootProps) {
  const [config, setConfig] = useState<RuntimeConfig>(PRERENDER_CONFIG);
  useEffect(() => onRunning?.(), [onRunning]);
  useEffect(() => {
    let current = true;
    runtimeConfig().then(
      (loaded) => current && setConfig(loaded),
      // The page works on with the prerender's settings; a sign-in step reports the failure.
      (error: unknown) => console.error('PolicyLens could not load its configuration', error),
    );
    return () => {
      current = false;
    };
  }, []);
  return (
    <StrictMode>
      <RuntimeConfigProvider config={config}>
        <SessionContext value={SIGNED_OUT_SESSION}>
          <Page />
        </SessionContext>
      </RuntimeConfigProvider>
    </StrictMode>
  );
}
