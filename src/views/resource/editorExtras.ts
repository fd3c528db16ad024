import { isRole, PASSWORD_MAX, PASSWORD_MIN, ROLE_PRESETS, type ResourceDef } from "../../catalogue";
import { isResourceName, type ResourceName } from "../../catalogue/registry";
import type { FormValue } from "./formValues";

/** Inputs a resource's editor has beyond its catalogue fields (a user's password, twice, masked). */
export interface ExtraInput {
  key: string;
  label: string;
  type: "password";
  autoComplete: string;
}

export interface EditorExtras {
  inputs(mode: "create" | "edit"): ExtraInput[];
  /** Problems with the extra inputs, by key; and what they add to `data`. */
  check(mode: "create" | "edit", extra: Record<string, string>): { errors: Record<string, string>; data: Record<string, unknown> };
  /** Changes that follow a field's change (a new role presets the rights). */
  follow?(key: string, value: FormValue, values: Record<string, FormValue>): Record<string, FormValue>;
}

const consoleUserExtras: EditorExtras = {
  inputs: (mode) => [
    { key: "password", label: mode === "create" ? "密码" : "新密码（不修改请留空）", type: "password", autoComplete: "new-password" },
    { key: "passwordAgain", label: "再次输入密码", type: "password", autoComplete: "new-password" },
  ],
  check(mode, extra) {
    const password = extra.password ?? "";
    const again = extra.passwordAgain ?? "";
    const errors: Record<string, string> = {};
    if (mode === "edit" && password === "" && again === "") return { errors, data: {} };
    if (password === "") errors.password = "请输入密码";
    else if (password.length < PASSWORD_MIN) errors.password = `密码至少 ${PASSWORD_MIN} 个字符`;
    else if (password.length > PASSWORD_MAX) errors.password = `密码最多 ${PASSWORD_MAX} 个字符`;
    else if (password !== again) errors.passwordAgain = "两次输入的密码不一致";
    return { errors, data: Object.keys(errors).length === 0 ? { password } : {} };
  },
  follow(key, value): Record<string, FormValue> {
    if (key !== "role" || typeof value !== "string" || !isRole(value)) return {};
    const preset: Record<string, string> = { ...ROLE_PRESETS[value] };
    return { acl: preset };
  },
};

/** Editor behaviour beyond the catalogue's data, beside each resource by its (checked) name. */
const EXTRAS: Readonly<Partial<Record<ResourceName, EditorExtras>>> = { consoleUser: consoleUserExtras };

export function extrasOf(def: ResourceDef): EditorExtras | undefined {
  return isResourceName(def.name) ? EXTRAS[def.name] : undefined;
}
