import type { Manifest, Plugin } from "vite";

/** The variable naming a shared build: set by scripts/test.mjs for vitest and Playwright. */
export const TEST_DIST_ENV: "MOYUAN_TEST_DIST";
/** The variable naming the run's server bundle (a folder holding main.js). */
export const TEST_SERVER_ENV: "MOYUAN_TEST_SERVER";
/** Bundles the server into a fresh folder under node_modules/.cache; answers it and how to remove it. */
export function buildServerForTests(): Promise<{ dir: string; remove: () => void }>;
/** Where, under the build, the chunk record is written. */
export const CHUNKS_FILE: string;
/** Where, under the build, Vite writes its manifest. */
export const MANIFEST_FILE: string;
/** One chunk of the build: the chunks it imports statically and the modules in it (relative to the project root). */
export interface ChunkRecord {
  imports: string[];
  modules: string[];
}
/** Vite plugin: writes `.vite/chunks.json`, each chunk's file → its record. */
export function chunkRecordPlugin(): Plugin;
/** Builds the console into `outDir` in a child process; resolves with its output (empty with stdio "inherit"). */
export function buildForTests(outDir: string, options?: { stdio?: "pipe" | "inherit" }): Promise<string>;
/** Reads a build made by scripts/test-build.mjs: Vite's manifest and the chunk record. */
export function readTestBuild(dir: string): { manifest: Manifest; chunks: Record<string, ChunkRecord> };
