import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { StartupError } from './app/startup-error';
import { configureAuth } from './lib/auth/configure-auth';
import { loadRuntimeConfig } from './lib/runtime-config';

async function start(container: HTMLElement): Promise<void> {
  const root = createRoot(container);
  let config: Awaited<ReturnType<typeof loadRuntimeConfig>>;
  try {
    config = await loadRuntimeConfig();
  } catch (error) {
    console.error('PolicyLens could not load its configuration', error);
    root.render(<StartupError />);
    return;
  }
  configureAuth(config);
  root.render(
    <StrictMode>
      <AppProviders config={config} router={createAppRouter()} />
    </StrictMode>,
  );
}

const container = document.getElementById('root');
if (container) void start(container);
