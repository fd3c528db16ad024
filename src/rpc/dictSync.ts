import { DICT_NAMES, TAG_QUERIES, type TagQuery } from "../catalogue";
import { DICT_ERROR_TEXT } from "./errorCatalogue";
import { present, toast } from "./notices";
import { baseAdmin, type Dict } from "./services";
import { dictKey, readJson, writeItem } from "./storage";

/** The cached versions, as getDicts takes them: `{dictVersion: {name: version}}` (spec §7 startup call 2). */
export function cachedVersions(): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of DICT_NAMES) {
    const d = readJson<Dict>(dictKey(name));
    if (d && typeof d.version === "number") out[name] = d.version;
  }
  return out;
}

export function cachedDict(name: string): Dict | null {
  return readJson<Dict>(dictKey(name));
}

/** Sends the cached versions; each dictionary that comes back replaces its cached copy. */
export async function syncDicts(): Promise<string[]> {
  const answer = await baseAdmin.getDicts(cachedVersions());
  if (!answer.dicts || typeof answer.dicts !== "object") {
    present(toast("error", DICT_ERROR_TEXT));
    return [];
  }
  for (const [name, dict] of Object.entries(answer.dicts)) writeItem(dictKey(name), JSON.stringify(dict));
  return Object.keys(answer.dicts);
}

interface TagTreeNode { label: string; value?: string | null; children?: TagTreeNode[] }

/** A synced tag tree as choices, deeper items labelled with their path (艺术类 › 美术馆). */
export function tagOptions(tag: TagQuery): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  const walk = (nodes: readonly TagTreeNode[] | null, path: string) => {
    for (const n of nodes ?? []) {
      const label = path ? `${path} › ${n.label}` : n.label;
      if (n.value) out.push({ value: n.value, label });
      walk(n.children ?? null, label);
    }
  };
  walk(readJson<TagTreeNode[]>(TAG_QUERIES[tag]), "");
  return out;
}

/** HDP_VERSION → `tags`, CATEGORY_MUSEUM → `category` (spec §9 local storage keys). */
export async function syncTags(): Promise<void> {
  await Promise.all(
    (Object.keys(TAG_QUERIES) as TagQuery[]).map(async (tag) => {
      const answer = await baseAdmin.getTags(tag);
      writeItem(TAG_QUERIES[tag], JSON.stringify(answer.data));
    }),
  );
}
