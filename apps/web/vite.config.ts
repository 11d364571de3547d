import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { CHUNK_GROUPS } from './chunk-groups.ts';
import { precompress } from './precompress.ts';
import { routeFrames } from './route-frames.ts';
import { routePreload } from './route-preload.ts';

/**
 * `vite build` is the production build. `vite build --mode demo` (script `build:demo`, run by
 * `npm start`) and the dev server also contain the dev wallet (README.md, "Run it": the dev
 * wallet): the flag is a compile-time constant, so in production the dev-wallet chunk (and
 * Hardhat's public mnemonic) is removed as dead code, not just hidden.
 */
export default defineConfig(({ mode }) => ({
  plugins: [
    react(),
    {
      // dist/build-mode.json tells a server which build it has (npm start needs the demo one).
      name: 'xbond-build-mode',
      generateBundle() {
        this.emitFile({
          type: 'asset',
          fileName: 'build-mode.json',
          source: `${JSON.stringify({ mode, devWallet: mode === 'demo' })}\n`,
        });
      },
    },
    routeFrames(),
    routePreload(),
    precompress(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  define: { __DEV_WALLET__: JSON.stringify(mode === 'demo' || mode === 'development') },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/rpc': 'http://127.0.0.1:8080',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
}));
