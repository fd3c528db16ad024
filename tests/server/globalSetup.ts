// Before any test file: one migrated, seeded database per seed (and per database kind) for the whole
// run, which every test server copies (tests/server/templates.ts); removed when the run ends.
import type { TestProject } from "vitest/node";
import { buildTemplates, type TemplateSet } from "./templates";

declare module "vitest" {
  export interface ProvidedContext {
    moyuanTemplates: TemplateSet;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = Date.now();
  const { templates, remove } = await buildTemplates(process.env.DATABASE_URL || undefined);
  console.info(`test databases: templates (${Object.keys(templates.postgres).length > 0 ? "SQLite and PostgreSQL" : "SQLite"}) built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  project.provide("moyuanTemplates", templates);
  return remove;
}
