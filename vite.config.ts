import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The console: one SPA, every view a lazy chunk. In development /api goes to the server (`npm run server`).
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { "/api": "http://localhost:8080", "/files": "http://localhost:8080", "/upload": "http://localhost:8080" },
  },
  build: {
    outDir: "dist",
    sourcemap: false,
    chunkSizeWarningLimit: 600,
  },
});
