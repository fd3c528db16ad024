/** dist-server/, where the server bundle is written. */
export const SERVER_OUT: string;
/** What the bundle is made from. */
export const SERVER_SOURCES: readonly string[];
/** True when dist-server/main.js is missing or older than a source of the server. */
export function serverBundleStale(): boolean;
/** Writes OUT/main.js and OUT/worker.js (OUT: dist-server/ unless named; inside this checkout). */
export function buildServer(out?: string): Promise<void>;
