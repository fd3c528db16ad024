import { numberKind } from "./numberBase";

/** A number with a fraction (measurements, ratios; never money). */
export const decimal = numberKind("decimal", { whole: false, column: { sqlite: "real", postgres: "double precision" }, filters: ["range", "equals", "in"] });
