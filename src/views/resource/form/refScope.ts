import type { FieldDef } from "../../../catalogue";
import type { FormValues } from "./collect";

type Scope = Readonly<Record<string, string | number>>;

/**
 * A refs picker's scope (FieldDef.refScope) with the form's values put in for the fields it follows, or
 * null while one of them is still empty (no artist yet: no works to offer).
 */
export function resolvedScope(f: FieldDef, values: FormValues): Scope | null {
  const out: Record<string, string | number> = {};
  for (const [key, rule] of Object.entries(f.refScope ?? {})) {
    if (typeof rule !== "object") {
      out[key] = rule;
      continue;
    }
    const v = values[rule.field];
    if (typeof v !== "string" || v.trim() === "") return null;
    out[key] = v;
  }
  return out;
}

/** The field as its picker sees it: the scope's followed fields replaced by the values they hold now. */
export function scopedField(f: FieldDef, values: FormValues): FieldDef {
  if (!f.refScope) return f;
  return { ...f, refScope: resolvedScope(f, values) ?? f.refScope };
}

/** A scoped picker waits for the fields its scope follows. */
export function scopeWaits(f: FieldDef, values: FormValues): boolean {
  return f.refScope !== undefined && resolvedScope(f, values) === null;
}

/** The constant scope of a field whose followed fields were put in, or null while one is still unresolved. */
export function fixedScope(f: FieldDef): Scope | null {
  const scope = f.refScope ?? {};
  return Object.values(scope).every((v) => typeof v !== "object") ? scope as Scope : null;
}
