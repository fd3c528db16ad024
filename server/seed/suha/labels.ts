/** Chinese labels of the seeded dictionaries, for the prose the seeds write (鉴赏文字, 作者原文). */
import { dictionaries } from "../data/dictionaries";

const byName = new Map(dictionaries.map((d) => [d.name, new Map(d.items.map((i) => [i.value, i.label]))]));

export function dictLabel(dict: string, value: string | null | undefined): string {
  if (value === null || value === undefined) return "";
  return byName.get(dict)?.get(value) ?? value;
}

/** 朝代 as a catalogue prints it before a name: 北宋 → 宋, 南宋 → 宋, 五代十国 → 五代. */
export function shortAge(value: string): string {
  const label = dictLabel("age", value);
  if (label === "北宋" || label === "南宋") return "宋";
  if (label === "五代十国") return "五代";
  return label;
}
