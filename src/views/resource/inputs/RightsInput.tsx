import { ACCESS_LEVELS, ACCESS_OBJECTS } from "../../../catalogue";
import type { FieldInputProps } from "./types";

const LEVEL_LABELS = { NONE: "无", READ: "只读", WRITE: "读写" } as const;

/** A user's rights: one level per access object. */
export default function RightsInput({ id, value, disabled, onChange }: FieldInputProps) {
  const rights = typeof value === "object" ? value : {};
  return (
    <div id={id} role="group" className="grid grid-cols-2 gap-x-4 gap-y-1 rounded border border-gray-200 p-3">
      {ACCESS_OBJECTS.map((o) => (
        <label key={o} className="flex items-center justify-between gap-2 text-sm">
          <span className="font-mono text-gray-600">{o}</span>
          <select disabled={disabled} value={rights[o] ?? "NONE"} onChange={(e) => onChange({ ...rights, [o]: e.target.value })}
            className="rounded border border-gray-300 px-1 py-0.5 disabled:bg-gray-50" aria-label={`权限 ${o}`}>
            {ACCESS_LEVELS.map((l) => <option key={l} value={l}>{LEVEL_LABELS[l]}</option>)}
          </select>
        </label>
      ))}
    </div>
  );
}
