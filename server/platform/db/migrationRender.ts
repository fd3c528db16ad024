/**
 * A schema difference (server/platform/db/schemaDiff.ts) as the TypeScript of a migration module, and the
 * snapshot as reviewable JSON: what `npm run db:diff` writes.
 */
import type { Change, ColumnSpec, SchemaSnapshot } from "./schemaDiff";

const q = (s: string) => JSON.stringify(s);

/** `bigint` for a column stored as bigint on PostgreSQL and integer on SQLite, and so on. */
function typeVariable(spec: { sqlite: string; postgres: string }): string {
  return spec.postgres.replace(/ precision$/, "").replace(/[^a-z0-9]+(.)/g, (_, c: string) => c.toUpperCase());
}

/** A JSDoc comment, wrapped at 100 columns. */
function docComment(text: string): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ")) {
    if (line !== "" && line.length + word.length + 1 > 96) {
      lines.push(line);
      line = word;
    } else line = line === "" ? word : `${line} ${word}`;
  }
  if (line !== "") lines.push(line);
  return ["/**", ...lines.map((l) => ` * ${l}`), " */"];
}

/** The TypeScript of a migration making `changes` (server/platform/db/migrations/<YYYYMMDDHHmmss>_name.ts). */
export function renderMigration(changes: readonly Change[], description: string): string {
  const variables = new Map<string, { sqlite: string; postgres: string }>();
  let usesPg = false;
  let usesSql = false;
  let usesSubstring = false;
  const typeOf = (spec: ColumnSpec) => {
    if (spec.sqlite === spec.postgres) return q(spec.sqlite);
    const name = typeVariable(spec);
    variables.set(name, spec);
    return name;
  };
  const body: string[] = [];
  let lastTable = "";
  for (const change of changes) {
    if (change.op !== "adoptForeignKeys" && change.table !== lastTable) {
      body.push("", `  // ${change.table}`);
      lastTable = change.table;
    }
    switch (change.op) {
      case "createTable": {
        usesPg = true;
        variables.set("bigint", { sqlite: "integer", postgres: "bigint" });
        body.push(
          `  await db.schema.createTable(${q(change.table)}).ifNotExists()`,
          `    .addColumn("Id", "integer", (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))`,
          `    .addColumn("ctime", bigint, (c) => c.notNull())`,
          `    .addColumn("utime", bigint, (c) => c.notNull())`,
        );
        for (const [column, spec] of Object.entries(change.spec.columns)) {
          body.push(`    .addColumn(${q(column)}, ${typeOf(spec)}${spec.kind === "boolean" ? ", (c) => c.notNull().defaultTo(0)" : ""})`);
        }
        for (const [name, fk] of Object.entries(change.spec.foreignKeys)) {
          body.push(`    .addForeignKeyConstraint(${q(name)}, [${q(fk.column)}], ${q(fk.references)}, ["Id"], (fk) => fk.onDelete("restrict"))`);
        }
        body.push("    .execute();");
        break;
      }
      case "addColumn": {
        const build = change.spec.kind === "boolean" ? ", (c) => c.notNull().defaultTo(0)"
          : change.references !== undefined ? `, (c) => c.references(${q(`${change.references}.Id`)}).onDelete("restrict")` : "";
        body.push(`  await db.schema.alterTable(${q(change.table)}).addColumn(${q(change.column)}, ${typeOf(change.spec)}${build}).execute();`);
        break;
      }
      case "createIndex":
        body.push(`  await db.schema.createIndex(${q(change.name)}).ifNotExists().on(${q(change.table)}).columns([${change.columns.map(q).join(", ")}]).execute();`);
        break;
      case "createUniqueIndex": {
        const { column, caseInsensitive, liveOnly } = change.index;
        if (caseInsensitive || liveOnly) usesSql = true;
        const on = caseInsensitive ? `.expression(sql\`lower(\${sql.ref(${q(column)})})\`)` : `.column(${q(column)})`;
        body.push(`  await db.schema.createIndex(${q(change.name)}).ifNotExists().unique().on(${q(change.table)})${on}${liveOnly ? `.where(sql.ref("deleted"), "=", 0)` : ""}.execute();`);
        break;
      }
      case "dropIndex":
        body.push(`  await db.schema.dropIndex(${q(change.name)}).ifExists().execute();`);
        break;
      case "substringIndex":
        usesSubstring = true;
        body.push(`  await substringIndex(db, dialect, ${q(change.table)}, [${change.columns.map(q).join(", ")}], [${change.previous.map(q).join(", ")}]);`);
        break;
      case "adoptForeignKeys":
        usesPg = true;
        body.push(
          "",
          "  // Databases started before this migration already had these tables, made at each start without",
          "  // foreign keys, and the creations above left them as they were. PostgreSQL adds the keys to them",
          "  // (checking the rows already there); SQLite cannot add a foreign key to an existing table, so on",
          "  // SQLite the keys hold in databases created from this migration on.",
          "  if (pg) {",
          "    for (const [table, name, column, target] of [",
          ...change.keys.map(([table, name, fk]) => `      [${q(table)}, ${q(name)}, ${q(fk.column)}, ${q(fk.references)}],`),
          "    ] as const) {",
          "      await db.schema.alterTable(table).dropConstraint(name).ifExists().execute();",
          `      await db.schema.alterTable(table).addForeignKeyConstraint(name, [column], target, ["Id"], (fk) => fk.onDelete("restrict")).execute();`,
          "    }",
          "  }",
        );
        break;
    }
  }
  if (variables.size > 0) usesPg = true;
  const head = [
    "  const pg = dialect === \"postgres\";",
    ...[...variables].sort(([a], [b]) => a.localeCompare(b)).map(([name, spec]) => `  const ${name} = pg ? ${q(spec.postgres)} : ${q(spec.sqlite)};`),
  ];
  return [
    "// Generated by `npm run db:diff` (scripts/db-diff.ts) from the catalogue and snapshot.json. Review it and",
    "// commit it with snapshot.json; once it has shipped, never edit it: add the next migration instead.",
    usesSql ? 'import { sql, type Kysely } from "kysely";' : 'import type { Kysely } from "kysely";',
    ...(usesSubstring ? ['import { substringIndex } from "../substringIndex";'] : []),
    'import type { Dialect, Schema } from "../types";',
    "",
    ...docComment(description),
    `export async function up(db: Kysely<Schema>, ${usesPg || usesSubstring ? "dialect" : "_dialect"}: Dialect): Promise<void> {`,
    ...(usesPg ? head : []),
    ...body.slice(usesPg ? 0 : 1),
    "}",
    "",
  ].join("\n");
}

/** A one-line summary of a change, for the script's output and the migration's description. */
export function describeChange(change: Change): string {
  switch (change.op) {
    case "createTable": return `create table ${change.table}`;
    case "addColumn": return `add column ${change.table}.${change.column} (${change.spec.kind})`;
    case "createIndex": return `create index ${change.name}`;
    case "createUniqueIndex": return `create unique index ${change.name}`;
    case "dropIndex": return `drop index ${change.name}`;
    case "substringIndex": return change.columns.length > 0 ? `substring index on ${change.table} (${change.columns.join(", ")})` : `drop the substring index of ${change.table}`;
    case "adoptForeignKeys": return `add the foreign keys to tables made before (PostgreSQL)`;
  }
}

/** The snapshot as JSON, with each column, index and key on one line. */
export function formatSnapshot(snapshot: SchemaSnapshot): string {
  const leaf = (v: unknown): string => {
    if (Array.isArray(v)) return `[${v.map((x) => JSON.stringify(x)).join(", ")}]`;
    if (typeof v === "object" && v !== null) return `{ ${Object.entries(v).map(([k, x]) => `${q(k)}: ${JSON.stringify(x)}`).join(", ")} }`;
    return JSON.stringify(v);
  };
  const group = (name: string, entries: Record<string, unknown>, last: boolean) => {
    const rows = Object.entries(entries).map(([k, v], i, all) => `        ${q(k)}: ${leaf(v)}${i < all.length - 1 ? "," : ""}`);
    return rows.length === 0 ? [`      ${q(name)}: {}${last ? "" : ","}`] : [`      ${q(name)}: {`, ...rows, `      }${last ? "" : ","}`];
  };
  const tables = Object.entries(snapshot.tables).map(([table, spec], i, all) => [
    `    ${q(table)}: {`,
    ...group("columns", spec.columns, false),
    ...group("indexes", spec.indexes, false),
    ...group("uniqueIndexes", spec.uniqueIndexes, false),
    ...group("foreignKeys", spec.foreignKeys, spec.substring === undefined),
    ...(spec.substring ? [`      "substring": ${leaf(spec.substring)}`] : []),
    `    }${i < all.length - 1 ? "," : ""}`,
  ]);
  return ["{", `  "tables": {`, ...tables.flat(), "  }", "}", ""].join("\n");
}
