import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pinyinTablePlugin } from "./scripts/pinyin-table";
import { precompressPlugin } from "./scripts/precompress.mjs";

// The console: one SPA, every view a lazy chunk. In development /api goes to the server (`npm run server`).
// The palette's pinyin table is made from the source at build time (scripts/pinyin-table.ts); the assets are
// written with .br and .gz copies beside them (scripts/precompress.mjs) that the server sends as they are.
export default defineConfig({
  plugins: [react(), pinyinTablePlugin(), precompressPlugin()],
  server: {
    proxy: { "/api": "http://localhost:8080", "/files": "http://localhost:8080", "/upload": "http://localhost:8080" },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The catalogue is pure data (no module of it runs for its effects): a chunk takes only the parts
      // it uses, so the login page gets the routes without the field kinds and their zod schemas.
      treeshake: { moduleSideEffects: (id: string) => !/[\\/]src[\\/]catalogue[\\/]/.test(id) },
    },
  },
});
