import { describe, expect, it } from "vitest";
import { describeTangle, findGroupCycles, importEdges, sourceFiles } from "./importGraph";

// The layering of DESIGN.md §3, checked on the import statements themselves: server/platform is the
// bottom of the server and imports nothing above it (domains register into it), and no two folders of
// server/ or of the console's src/ reach each other, so each folder can be read, tested and changed
// knowing only what lies below it.

const PLATFORM = "server/platform/";
/**
 * The one thing outside server/platform it may import: the catalogue, the pure data the console and the
 * server share (the wire's status codes, access objects and rights, field kinds, upload types, the
 * job resource). Copying those into the platform would make two contracts; the catalogue imports
 * nothing of the project (checked below), so importing it brings no domain code in.
 */
const CATALOGUE = "src/catalogue/";
const PLATFORM_PARTS = ["db", "rpc", "auth", "storage", "jobs", "sweep"];

/** server/<folder>, server/platform/<folder>; a file directly in server/ (main.ts …) is a node of its own. */
function serverGroup(file: string): string | undefined {
  const parts = file.split("/");
  if (parts[0] !== "server") return undefined;
  if (parts.length === 2) return file;
  if (parts[1] === "platform") return parts.length === 3 ? file : parts.slice(0, 3).join("/");
  return parts.slice(0, 2).join("/");
}

/** src/<folder>; a file directly in src/ (main.tsx) is a node of its own. */
function srcGroup(file: string): string | undefined {
  const parts = file.split("/");
  if (parts[0] !== "src") return undefined;
  return parts.length === 2 ? file : parts.slice(0, 2).join("/");
}

describe("layers", () => {
  const edges = importEdges(["server", "src"]);

  it("server/platform holds the platform: db, rpc, auth, storage, jobs, sweep", () => {
    const files = sourceFiles("server");
    const missing = PLATFORM_PARTS.filter((part) => !files.some((file) => file.startsWith(`${PLATFORM}${part}/`)));
    expect(missing).toEqual([]);
  });

  it("server/platform imports nothing outside server/platform but the catalogue", () => {
    const upward = edges.filter((edge) => edge.from.startsWith(PLATFORM) && !edge.to.startsWith(PLATFORM) && !edge.to.startsWith(CATALOGUE));
    expect(upward.map((edge) => `${edge.from} imports ${edge.to}`)).toEqual([]);
  });

  it("the catalogue imports nothing of the project outside itself", () => {
    const outward = edges.filter((edge) => edge.from.startsWith(CATALOGUE) && !edge.to.startsWith(CATALOGUE));
    expect(outward.map((edge) => `${edge.from} imports ${edge.to}`)).toEqual([]);
  });

  it("no two folders of server/ import each other, however indirectly", () => {
    const tangles = findGroupCycles(edges, serverGroup);
    expect(tangles.map(describeTangle).join("\n")).toBe("");
  });

  it("no two folders of src/ import each other, however indirectly", () => {
    const tangles = findGroupCycles(edges, srcGroup);
    expect(tangles.map(describeTangle).join("\n")).toBe("");
  });
});
