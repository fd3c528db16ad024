import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

// The project's own import graph, read from the sources (static, type-only, re-exports and dynamic
// `import("…")` alike): what tests/unit/layers.test.ts checks the layering rules against.

export const ROOT = resolve(dirname(new URL(import.meta.url).pathname), "../..");

/** One import of one file: both as paths from the repository's root, with `/` separators. */
export interface ImportEdge {
  from: string;
  to: string;
}

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const RESOLVE_SUFFIXES = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];

function toPosix(path: string): string {
  return path.split(sep).join("/");
}

export function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  const walk = (abs: string) => {
    for (const name of readdirSync(abs)) {
      const child = join(abs, name);
      if (statSync(child).isDirectory()) walk(child);
      else if (SOURCE.test(name) && !name.endsWith(".d.ts")) out.push(toPosix(relative(ROOT, child)));
    }
  };
  walk(join(ROOT, dir));
  return out.sort();
}

/** The project file a relative specifier names, or undefined for a package or a file that is not source. */
function resolveSpecifier(fromFile: string, specifier: string): string | undefined {
  if (!specifier.startsWith(".")) return undefined;
  const base = resolve(ROOT, dirname(fromFile), specifier);
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix;
    if (existsSync(candidate) && statSync(candidate).isFile()) return toPosix(relative(ROOT, candidate));
  }
  // `./x.js` written for a `.ts` file (ESM style)
  const stem = base.replace(/\.m?js$/, "");
  for (const ext of [".ts", ".tsx", ".mts"]) if (existsSync(stem + ext)) return toPosix(relative(ROOT, stem + ext));
  return undefined;
}

export function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const info = ts.preProcessFile(text, true, true);
  const edges: ImportEdge[] = [];
  for (const ref of info.importedFiles) {
    const to = resolveSpecifier(file, ref.fileName);
    if (to) edges.push({ from: file, to });
  }
  return edges;
}

/** Every import among the files under the given folders. */
export function importEdges(dirs: string[]): ImportEdge[] {
  return dirs.flatMap((dir) => sourceFiles(dir)).flatMap(importsOf);
}

/**
 * Cycles among groups (folders): `groupOf` names a file's group, or undefined when the file is outside
 * the graph being checked. Answers one cycle per tangle (strongly connected set of groups), each as the
 * imports that close it in order; [] when the group graph is acyclic.
 */
export interface Tangle {
  /** the groups that all reach each other */
  groups: string[];
  /** one cycle through them: the imports that close it, in order */
  cycle: ImportEdge[];
}

export function findGroupCycles(edges: ImportEdge[], groupOf: (file: string) => string | undefined): Tangle[] {
  const witness = new Map<string, Map<string, ImportEdge>>();
  for (const edge of edges) {
    const a = groupOf(edge.from);
    const b = groupOf(edge.to);
    if (a === undefined || b === undefined || a === b) continue;
    const out = witness.get(a) ?? new Map<string, ImportEdge>();
    if (!out.has(b)) out.set(b, edge);
    witness.set(a, out);
  }
  const next = (node: string) => [...(witness.get(node)?.keys() ?? [])].sort();
  return tangles([...witness.keys()].sort(), next).map((members) => {
    const cycle = cycleWithin(members, next);
    return { groups: [...members].sort(), cycle: cycle.slice(1).map((to, i) => witness.get(cycle[i]!)!.get(to)!) };
  });
}

/** Tarjan's strongly connected components with more than one member. */
function tangles(nodes: string[], next: (node: string) => string[]): Set<string>[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: Set<string>[] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const to of next(node)) {
      if (!index.has(to)) {
        connect(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const members = new Set<string>();
    for (;;) {
      const member = stack.pop()!;
      onStack.delete(member);
      members.add(member);
      if (member === node) break;
    }
    if (members.size > 1) found.push(members);
  };
  for (const node of nodes) if (!index.has(node)) connect(node);
  return found;
}

/** A shortest way back to the tangle's first member, found breadth-first: the cycle to name. */
function cycleWithin(members: Set<string>, next: (node: string) => string[]): string[] {
  const start = [...members].sort()[0]!;
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const to of next(node)) {
      if (!members.has(to)) continue;
      if (to === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(to)) {
        cameFrom.set(to, node);
        queue.push(to);
      }
    }
  }
  return [start];
}

export function describeTangle(tangle: Tangle): string {
  const lines = tangle.cycle.map((edge) => `    ${edge.from} imports ${edge.to}`);
  return [`  ${tangle.groups.join(", ")} import each other; one cycle:`, ...lines].join("\n");
}
