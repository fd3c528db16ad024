import { useMemo } from "react";
import { canWrite, type RightsMap } from "../../acl/rights";
import { useSession } from "../../state/session";
import type { ResourceDef } from "../../catalogue";

/** What the signed-in user may do on a resource's screen; a ledger (`readOnly`) allows nothing but reading. */
export interface ScreenAccess {
  /** WRITE on the resource's object, and not a ledger: actions and transitions need it. */
  readonly writable: boolean;
  readonly create: boolean;
  readonly update: boolean;
  readonly remove: boolean;
  /** The user's rights, for actions that name an object of their own (ActionDef.access). */
  readonly rights?: RightsMap | undefined;
}

export function screenAccess(def: ResourceDef, writeRight: boolean, rights?: RightsMap): ScreenAccess {
  const writable = !def.readOnly && writeRight;
  return {
    writable,
    create: writable && def.ops.includes("create"),
    update: writable && def.ops.includes("update"),
    remove: writable && def.ops.includes("delete"),
    rights,
  };
}

export function useScreenAccess(def: ResourceDef): ScreenAccess {
  const { user } = useSession();
  const rights = user?.acl.rights;
  const write = canWrite(rights, def.access);
  return useMemo(() => screenAccess(def, write, rights), [def, write, rights]);
}
