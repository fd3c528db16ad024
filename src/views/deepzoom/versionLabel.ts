import { tagOptions } from "../../rpc/dictSync";

/** An image's version as staff name it: the label of its HDP_VERSION tag (the value is a code such as RAW_SCAN). */
export function versionLabel(version: string): string {
  return tagOptions("HDP_VERSION").find((o) => o.value === version)?.label ?? version;
}
