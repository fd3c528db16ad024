import type { Plugin } from "vite";

/** Precompresses every compressible file under `dir` (recursively); answers how many files it compressed. */
export function precompressDir(dir: string): number;
/** Vite plugin: precompresses the build's assets/ after they are written. */
export function precompressPlugin(): Plugin;
