/** The 12 dictionaries of spec §3, each cached by the console under `dict:{name}`. */
export const DICT_NAMES = [
  "role", "suhaSource", "artist", "shiyArtist", "westArtist", "age",
  "museum", "media", "material", "style", "article", "westartMaterial",
] as const;

export type DictName = (typeof DICT_NAMES)[number];

export function isDictName(value: unknown): value is DictName {
  return typeof value === "string" && (DICT_NAMES as readonly string[]).includes(value);
}

/** Tag codes the console queries with getTags, and the local-storage key each result is kept under. */
export const TAG_QUERIES = { HDP_VERSION: "tags", CATEGORY_MUSEUM: "category" } as const;
export type TagQuery = keyof typeof TAG_QUERIES;
