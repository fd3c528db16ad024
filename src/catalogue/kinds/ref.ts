import { messages } from "./messages";
import { MAX_REF_ID, numberKind } from "./numberBase";

/** The Id of a record of another resource: a 32-bit positive integer (PostgreSQL integer). */
export const ref = numberKind("ref", {
  whole: true,
  column: { sqlite: "integer", postgres: "integer" },
  bounds: { min: 1, max: MAX_REF_ID, message: messages.option },
  format: (id) => `#${id}`,
  filters: ["equals", "in"],
  // References depend on the database: the caller supplies them.
  samples: () => [],
});
