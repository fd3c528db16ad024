/**
 * The English words of a route path, for matching: `/wudang/clientConfig` → wudang, client, config,
 * clientconfig. Lower case, no duplicates.
 */
export function pathWords(path: string): string[] {
  const words = new Set<string>();
  for (const segment of path.split("/").filter(Boolean)) {
    words.add(segment.toLowerCase());
    for (const part of segment.split(/(?=[A-Z])|[^A-Za-z0-9]+/)) if (part) words.add(part.toLowerCase());
  }
  return [...words];
}
