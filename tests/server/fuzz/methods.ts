/** The fuzzed methods, from the registry the server itself is built from, and which shard fuzzes each. */
import { createHash } from "node:crypto";
import type { z } from "zod";
import { methodName, RESOURCE_OPS, type FieldDef, type ResourceDef } from "../../../src/catalogue";
import { RESOURCES } from "../../../src/catalogue/registry";
import type { Access } from "../../../server/platform/rpc/call";
import { buildRegistry } from "../../../server/services";

/** How many shard files (tests/server/fuzz/shard-N.test.ts) share the methods; each runs its own server. */
export const SHARDS = 4;

export type Kind = "list" | "get" | "create" | "update" | "delete" | "action";

export interface MethodInfo {
  readonly key: string;
  readonly access: Access;
  readonly kind: Kind;
  readonly resource: ResourceDef | undefined;
  /** Fields of `data`: the resource's for create/update, the action's input for actions. */
  readonly dataFields: readonly FieldDef[];
  /** Field names of the resource (or of every resource when the method has none). */
  readonly fieldKeys: readonly string[];
  /** Top-level keys: the kind's template plus the method's own input keys. */
  readonly topKeys: readonly string[];
  readonly requiredKeys: readonly string[];
}

export const ALL_FIELDS: readonly FieldDef[] = RESOURCES.flatMap((r) => r.fields as readonly FieldDef[]);
export const ALL_FIELD_KEYS = [...new Set(ALL_FIELDS.map((f) => f.key))];

const TEMPLATE_KEYS: Record<Kind, readonly string[]> = {
  list: ["page", "cond", "sort", "mask"],
  get: ["Id", "utime", "data"],
  update: ["Id", "utime", "data"],
  delete: ["Id", "utime", "data"],
  create: ["data"],
  action: ["Id", "utime", "Ids", "data"],
};

function kindFromName(name: string): Kind {
  const m = /^(list|get|create|batchCreate|update|delete)/.exec(name);
  if (!m) return "action";
  return m[1] === "batchCreate" ? "create" : (m[1] as Kind);
}

function describeMethod(key: string, def: { service: string; method: string; access: Access; input: z.ZodType }): MethodInfo {
  let resource: ResourceDef | undefined;
  let kind: Kind | undefined;
  let dataFields: readonly FieldDef[] = [];
  for (const r of RESOURCES as readonly ResourceDef[]) {
    if (r.service !== def.service) continue;
    const op = RESOURCE_OPS.find((o) => methodName(r, o) === def.method);
    if (op) {
      resource = r;
      kind = op;
      dataFields = r.fields;
      break;
    }
    const action = r.actions?.find((a) => a.name === def.method);
    if (action) {
      resource = r;
      kind = "action";
      dataFields = action.input;
      break;
    }
  }
  kind ??= kindFromName(def.method);
  if (!resource) {
    const entity = def.method.replace(/^(list|get|create|batchCreate|update|delete)/, "");
    resource = (RESOURCES as readonly ResourceDef[]).find((r) => r.service === def.service && r.entity === entity);
    if (resource && dataFields.length === 0) dataFields = resource.fields;
  }
  const shape = (def.input as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const own = Object.keys(shape);
  const requiredKeys = own.filter((k) => !shape[k]?.safeParse(undefined).success);
  return {
    key, access: def.access, kind, resource, dataFields,
    fieldKeys: resource ? resource.fields.map((f) => f.key) : ALL_FIELD_KEYS,
    topKeys: [...new Set([...TEMPLATE_KEYS[kind], ...own])],
    requiredKeys,
  };
}

const REGISTRY = buildRegistry();
export const METHODS: readonly MethodInfo[] = REGISTRY.keys().map((key) => {
  const def = REGISTRY.get(key);
  if (!def) throw new Error(`registry lost ${key}`);
  return describeMethod(key, def);
});

/** The shard (1…SHARDS) that fuzzes a method: a hash of its key, so that a method added later moves no other. */
export function shardOf(key: string): number {
  return (createHash("sha256").update(key).digest().readUInt32LE(0) % SHARDS) + 1;
}

export const methodsOfShard = (shard: number): readonly MethodInfo[] => METHODS.filter((m) => shardOf(m.key) === shard);
