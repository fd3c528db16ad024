import type { ResourceDef } from "../resource";
import { clientConfig, dataChange, dict, domain } from "./baseData";
import { consoleUser } from "./consoleUser";
import { museum } from "./museum";
import { tagItem, tagType } from "./tags";

/** Every resource of the console, in menu order. */
export const RESOURCES = [museum, dict, dataChange, tagType, tagItem, clientConfig, consoleUser, domain] as const satisfies readonly ResourceDef[];

export type ResourceName = (typeof RESOURCES)[number]["name"];

const BY_NAME: ReadonlyMap<string, ResourceDef> = new Map(RESOURCES.map((r) => [r.name, r]));

export function resourceByName(name: string): ResourceDef | undefined {
  return BY_NAME.get(name);
}

export { clientConfig, consoleUser, dataChange, dict, domain, museum, tagItem, tagType };
