import type { Dialect } from "./types";

// What a database error means, told apart by each database's own codes: the dispatcher answers them
// as the caller's mistakes (duplicates, references, bad values) rather than as internal errors.

/** Whether an error is the database refusing a duplicate in a unique index. */
export function isUniqueViolation(err: unknown, dialect: Dialect): boolean {
  const e = err as { code?: string } | null;
  if (!e) return false;
  return dialect === "postgres" ? e.code === "23505" : e.code === "SQLITE_CONSTRAINT_UNIQUE" || e.code === "SQLITE_CONSTRAINT_PRIMARYKEY";
}

/**
 * Whether an error is the database refusing a change that breaks a foreign key (deleting a record
 * still referenced). SQLite enforces ON DELETE RESTRICT through an internal trigger, so that refusal
 * comes as SQLITE_CONSTRAINT_TRIGGER with SQLite's foreign-key message.
 */
export function isForeignKeyViolation(err: unknown, dialect: Dialect): boolean {
  const e = err as { code?: unknown; message?: unknown } | null;
  if (dialect === "postgres") return e?.code === "23503";
  return e?.code === "SQLITE_CONSTRAINT_FOREIGNKEY"
    || (e?.code === "SQLITE_CONSTRAINT_TRIGGER" && typeof e.message === "string" && e.message.includes("FOREIGN KEY constraint failed"));
}

/** Whether an error is PostgreSQL refusing a value (SQLSTATE class 22: out of range, bad encoding, bad syntax). */
export function isDataException(err: unknown, dialect: Dialect): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return dialect === "postgres" && typeof code === "string" && code.startsWith("22");
}
