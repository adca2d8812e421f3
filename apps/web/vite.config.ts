import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // scripts/route-sizes.mjs reads the manifest to tell what each route loads
    manifest: true,
    // Keep the home route's initial JavaScript small: vendor code the home page needs sits in its own
    // long-cached chunks; every other route is a lazy chunk (see app/router.tsx).
    chunkSizeWarningLimit: 600,
  },
});
