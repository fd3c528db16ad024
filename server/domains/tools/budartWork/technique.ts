/**
 * Reading a catalogue export's "technique with size" (`Oil on panel, 77 x 53 cm`) into our medium
 * dictionary (westartMaterial) and the height and width in centimetres. Unknown techniques leave the
 * medium empty for a person to pick: a wrong guess would be imported silently.
 */

/** First match wins: the more specific supports before the general ones. */
const MEDIUM_RULES: readonly (readonly [RegExp, string])[] = [
  [/\bfresco\b/i, "FRESCO"],
  [/\btempera\b/i, "TEMPERA"],
  [/\boil\b.*\b(panel|wood|oak|poplar)\b/i, "OIL_PANEL"],
  [/\boil\b.*\bcanvas\b/i, "OIL_CANVAS"],
  [/\bwatercolou?r\b/i, "WATERCOLOR"],
  [/\bpastel\b/i, "PASTEL"],
  [/\b(etching|engraving)\b/i, "ETCHING"],
  [/\bwoodcut\b/i, "WOODCUT"],
  [/\bmarble\b/i, "MARBLE"],
  [/\bbronze\b/i, "BRONZE"],
  [/\b(chalk|pen|ink|charcoal|drawing|silverpoint)\b/i, "DRAWING"],
];

const SIZE = /(\d+(?:[.,]\d+)?)\s*[x×]\s*(\d+(?:[.,]\d+)?)\s*cm\b/i;

export interface ParsedTechnique {
  readonly medium: string | null;
  readonly heightCm: number | null;
  readonly widthCm: number | null;
}

const num = (s: string | undefined) => (s === undefined ? null : Number(s.replace(",", ".")));

/** The medium and size a technique text names; null where it names none. */
export function parseTechnique(text: unknown): ParsedTechnique {
  const s = typeof text === "string" ? text : "";
  const medium = MEDIUM_RULES.find(([re]) => re.test(s))?.[1] ?? null;
  const size = SIZE.exec(s);
  return { medium, heightCm: num(size?.[1]), widthCm: num(size?.[2]) };
}
