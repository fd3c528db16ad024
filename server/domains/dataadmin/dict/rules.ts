import { z } from "zod";
import { levelAtLeast, type AccessObject } from "../../../../src/catalogue";
import { dict } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import { SIGNED_IN, type AuthedCall } from "../../../platform/rpc/call";
import { BusinessError, invalid } from "../../../platform/wire/errors";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** Dictionary items: a non-empty list of `{value, label}` with distinct values. */
function checkItems(items: unknown): void {
  if (!Array.isArray(items) || items.length === 0) throw invalid("字典项必须是非空数组");
  const seen = new Set<string>();
  for (const [i, item] of items.entries()) {
    const it = item as { value?: unknown; label?: unknown } | null;
    if (typeof it !== "object" || it === null || typeof it.value !== "string" || typeof it.label !== "string" || it.value === "" || it.label === "") {
      throw invalid(`第 ${i + 1} 个字典项必须有非空的 value 和 label`);
    }
    if (seen.has(it.value)) throw invalid(`字典项取值「${it.value}」重复`);
    seen.add(it.value);
  }
}

/** Dictionaries that decide who may do what: only user administrators may change them. */
const GUARDED: Readonly<Record<string, AccessObject>> = { role: "sysadmin" };

function checkGuarded(call: AuthedCall, name: unknown): void {
  const object = GUARDED[String(name)];
  if (object && !levelAtLeast(call.user.rights[object], "WRITE")) {
    throw new BusinessError("PERMISSION_DENIED", `没有权限：修改字典「${String(name)}」需要「${object}」的修改权限`);
  }
}

/** Every update gives the dictionary a new version, so that consoles refresh their cached copy. */
const dictHooks: ResourceHooks = {
  async beforeWrite({ call, value, current, stamp }) {
    checkGuarded(call, current?.name);
    checkGuarded(call, value.name);
    if (value.items !== undefined) checkItems(value.items);
    return { ...value, version: stamp };
  },
  async beforeDelete({ call, current }) {
    checkGuarded(call, current.name);
  },
};

/** 字典: the signed-in console reads changed dictionaries by version; guarded ones need their right to change. */
export const rules = defineRules("dict", (registry: MethodRegistry) => {
  registry.add(method({
    service: "BaseServiceAdmin", method: "getDicts", access: SIGNED_IN,
    input: z.object({
      dictVersion: z.record(z.string(), z.union([z.number(), z.string(), z.null()]), { error: "dictVersion 必须是对象" }).optional(),
    }),
    async handler(call, { dictVersion = {} }) {
      const rows = await call.db.selectFrom("dict").selectAll().execute();
      const dicts: Record<string, unknown> = {};
      for (const row of rows) {
        const d = decodeRow(dict.fields, row);
        const cached = dictVersion[String(d.name)];
        if (cached === undefined || cached === null || String(cached) !== String(d.version)) dicts[String(d.name)] = d;
      }
      return { dicts };
    },
  }));
  registerResource(registry, dict, dictHooks);
});
