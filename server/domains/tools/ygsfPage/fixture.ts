import { defineFixture } from "../../fixture";
import { setYgsfSource } from "./ygsfSource";

export const fixture = defineFixture("ygsfPage", {
  // Word, type and script are unique together: a character per sample.
  given: (n) => ({ queryKey: String.fromCodePoint(0x4e00 + 500 + n), queryType: "char", scriptFilter: "all" }),
  // The matrix checks the machine, not the outside source: a stand-in source answers counts while it runs.
  setup: () => setYgsfSource({ count: () => Promise.resolve({ totalCount: 42, pageSize: 30 }), image: () => Promise.reject(new Error("not in the matrix")) }),
});
