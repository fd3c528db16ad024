import { ACCESS_LEVELS, ACCESS_OBJECTS } from "../../../catalogue";
import { Select } from "../../../ui/select";
import type { FieldInputProps } from "./types";

const LEVEL_OPTIONS = ACCESS_LEVELS.map((l) => ({ value: l, label: { NONE: "无", READ: "只读", WRITE: "读写" }[l] }));

/** A user's rights: one level per access object. */
export default function RightsInput({ id, value, disabled, onChange }: FieldInputProps) {
  const rights = typeof value === "object" ? value : {};
  return (
    <div id={id} role="group" className="grid grid-cols-2 gap-x-4 gap-y-1 rounded border border-gray-200 p-3">
      {ACCESS_OBJECTS.map((o) => (
        <label key={o} className="flex items-center justify-between gap-2 text-sm">
          <span className="font-mono text-gray-600">{o}</span>
          <Select disabled={disabled} value={rights[o] ?? "NONE"} onChange={(e) => onChange({ ...rights, [o]: e.target.value })} options={LEVEL_OPTIONS}
            size="sm" className="w-auto py-0.5" aria-label={`权限 ${o}`} />
        </label>
      ))}
    </div>
  );
}
