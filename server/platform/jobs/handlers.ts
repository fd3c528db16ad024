import type { JobKind } from "../../../src/catalogue/registry";
import type { MethodRegistry } from "../rpc/registry";
import { runBatch } from "./batchJob";
import type { JobHandler } from "./context";
import { runExport } from "./exportJob";

/**
 * What code runs each job. The platform knows its own generic kinds (export, batch delete and
 * actions); every other kind, and every import, is registered by the domain that owns it when the
 * server's parts are put together (server/services/index.ts, from the domains' rules modules), so the runner imports no domain.
 * Registering is idempotent, as every server a process starts (tests start many) registers again.
 */

/** The code of each kind of job (imports: IMPORTERS below); kinds without code are refused when claimed. */
export const JOB_HANDLERS: Partial<Record<JobKind, JobHandler>> = {
  export: runExport,
  delete: runBatch,
  action: runBatch,
};

/** Imports by the resource they fill (小鹅通 codes, HD images): an import of any other resource has no code and cannot resume. */
export const IMPORTERS: Partial<Record<string, JobHandler>> = {};

function put<K extends string>(table: Partial<Record<K, JobHandler>>, key: K, handler: JobHandler, what: string): void {
  const existing = table[key];
  if (existing && existing !== handler) throw new Error(`${what} ${key} has code already`);
  table[key] = handler;
}

export function registerJobHandler(kind: JobKind, handler: JobHandler): void {
  put(JOB_HANDLERS, kind, handler, "job kind");
}

export function registerImporter(resourceName: string, handler: JobHandler): void {
  put(IMPORTERS, resourceName, handler, "import of");
}

/** The code that runs a job of this kind (and, for imports, this resource); undefined when none does. */
export function handlerOf(kind: string, resource: unknown): JobHandler | undefined {
  return kind === "import" ? IMPORTERS[String(resource ?? "")] : JOB_HANDLERS[kind as JobKind];
}

let jobMethods: MethodRegistry | undefined;

/** The server's methods, which jobs do their work through when their runner is given none (tests' drainJobs(deps)). */
export function registerJobMethods(registry: MethodRegistry): void {
  jobMethods = registry;
}

export function registeredJobMethods(): MethodRegistry {
  if (!jobMethods) throw new Error("no methods registered for jobs: build the server's registry first (server/services)");
  return jobMethods;
}
