import { numberKind } from "./numberBase";

/** A whole number (64-bit on PostgreSQL). */
export const integer = numberKind("integer", { whole: true, column: { sqlite: "integer", postgres: "bigint" } });
