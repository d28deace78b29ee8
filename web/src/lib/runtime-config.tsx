import { createContext, type ReactNode, useContext } from 'react';
import type { RuntimeConfig } from '#domain/runtime-config';
import { loadOnce } from './load-once';

const CONFIG_URL = '/config.json';
const CONFIG_TIMEOUT_MS = 15_000;

/** Reads the deployment's settings; throws if they are missing or malformed. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch(CONFIG_URL, {
    cache: 'no-store',
    headers: { Accept: 'application/json' },
    signal: AbortSignal.timeout(CONFIG_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`${CONFIG_URL} answered ${response.status}`);
  // The schema (and its validation library) loads with the settings, after the page is running.
  const { runtimeConfigSchema } = await import('#domain/runtime-config');
  return runtimeConfigSchema.parse(await response.json());
}

const settings = loadOnce(loadRuntimeConfig);

/** The deployment's settings, read once per page load (a failed read is tried again next time). */
export function runtimeConfig(): Promise<RuntimeConfig> {
  return settings.load();
}

const RuntimeConfigContext = createContext<RuntimeConfig | undefined>(undefined);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig must be used inside RuntimeConfigProvider');
  return config;
}
