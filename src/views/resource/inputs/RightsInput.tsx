import { ACCESS_GROUPS, ACCESS_LEVELS, ACCESS_OBJECT_LABELS, ALL_ROUTES, type AccessObject } from "../../../catalogue";
import { Select } from "../../../ui/select";
import type { FieldInputProps } from "./types";

const LEVEL_OPTIONS = ACCESS_LEVELS.map((l) => ({ value: l, label: { NONE: "无", READ: "只读", WRITE: "读写" }[l] }));
const SHOWN_SCREENS = 2;

/** The menu screens each object opens (hidden screens are reached from these). */
const SCREENS = new Map<AccessObject, readonly string[]>(
  ACCESS_GROUPS.flatMap((g) => g.objects).map((o) => [o, ALL_ROUTES.filter((r) => !r.hidden && r.objects.includes(o)).map((r) => r.title)]),
);

/** 「高清图、图集、高清图分类 等 7 个页面」: a few of an object's screens and how many there are. */
function screensText(o: AccessObject): string {
  const all = SCREENS.get(o) ?? [];
  if (all.length === 0) return "无对应页面";
  const few = all.slice(0, SHOWN_SCREENS).join("、");
  return all.length > SHOWN_SCREENS ? `${few} 等 ${all.length} 个页面` : few;
}

/**
 * A user's rights: one level per access object, by the groups of spec §3, each object by its Chinese
 * name with the screens it opens. Plain selects in reading order, so Tab and the arrow keys do it all.
 */
export default function RightsInput({ id, value, disabled, onChange }: FieldInputProps) {
  const rights = typeof value === "object" ? value : {};
  return (
    <div id={id} role="group" className="space-y-3 rounded border border-gray-200 p-3" data-testid="rights-input">
      {ACCESS_GROUPS.map((g) => (
        <fieldset key={g.label}>
          <legend className="mb-1 text-sm font-medium text-gray-800">{g.label}</legend>
          <div className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-2">
            {g.objects.map((o) => {
              const control = `${id}-${o}`;
              const level = rights[o] ?? "NONE";
              return (
                <div key={o} className="grid grid-cols-[minmax(0,1fr)_5.5rem] items-center gap-2 text-sm" data-object={o} data-level={level}>
                  <span className="min-w-0">
                    <label htmlFor={control} className="block text-gray-800">{ACCESS_OBJECT_LABELS[o]}</label>
                    <span id={`${control}-screens`} className="block text-xs text-gray-600" title={(SCREENS.get(o) ?? []).join("、")}>{screensText(o)}</span>
                  </span>
                  <Select id={control} disabled={disabled} value={level} onChange={(e) => onChange({ ...rights, [o]: e.target.value })} options={LEVEL_OPTIONS}
                    size="sm" className="py-0.5" aria-label={`权限 ${ACCESS_OBJECT_LABELS[o]}`} aria-describedby={`${control}-screens`} />
                </div>
              );
            })}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
