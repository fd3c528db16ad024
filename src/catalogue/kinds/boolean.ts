import { z } from "zod";
import { messages } from "./messages";
import type { KindModule } from "./types";

/** Yes or no: 1/0 in the database (NOT NULL, default 0), 是/否 for people. */
export const boolean: KindModule = {
  kind: "boolean",
  schema: (field) => z.boolean({ error: messages.type(field.label) }),
  column: { sqlite: "integer", postgres: "integer" },
  encode: (v) => (v ? 1 : 0),
  decode: (v) => v === 1 || v === true || v === "1",
  format: (_f, v) => (v ? "是" : "否"),
  filters: ["equals"],
  toInput: (v) => (v === true ? "true" : "false"),
  fromInput: (text) => text === "true",
  samples: (_f, n) => [n % 2 === 0],
};
