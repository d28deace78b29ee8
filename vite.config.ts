import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const webRoot = fileURLToPath(new URL('./web', import.meta.url));

/**
 * The SPA lives in web/ and imports shared code from domain/ through the #domain alias. The build goes to
 * dist/web, which both the local gateway and the CDK web construct serve.
 */
export default defineConfig({
  root: webRoot,
  plugins: [react()],
  // The import aliases (#web, #domain, …) are declared once, in tsconfig.json.
  resolve: { tsconfigPaths: true },
  server: {
    host: '127.0.0.1',
    // domain/ sits outside web/, so the dev server must be allowed to read the whole repository.
    fs: { allow: [repoRoot] },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    // Read by the prerender to preload each public page's code; removed from the site afterwards.
    manifest: true,
    rolldownOptions: {
      output: {
        // Long-lived vendor chunks, cached across releases; signed-in pages split off on their own.
        codeSplitting: {
          groups: [
            {
              name: 'amplify',
              test: /[\\/]node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy)[\\/]/,
            },
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
            },
            // Apart from React: public pages run without the router.
            {
              name: 'router',
              test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
