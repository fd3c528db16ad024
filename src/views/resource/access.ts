import { useMemo } from "react";
import { canWrite } from "../../acl/rights";
import { useSession } from "../../app/session";
import type { ResourceDef } from "../../catalogue";

/** What the signed-in user may do on a resource's screen; a ledger (`readOnly`) allows nothing but reading. */
export interface ScreenAccess {
  /** WRITE on the resource's object, and not a ledger: actions and transitions need it. */
  readonly writable: boolean;
  readonly create: boolean;
  readonly update: boolean;
  readonly remove: boolean;
}

export function screenAccess(def: ResourceDef, writeRight: boolean): ScreenAccess {
  const writable = !def.readOnly && writeRight;
  return {
    writable,
    create: writable && def.ops.includes("create"),
    update: writable && def.ops.includes("update"),
    remove: writable && def.ops.includes("delete"),
  };
}

export function useScreenAccess(def: ResourceDef): ScreenAccess {
  const { user } = useSession();
  const write = canWrite(user?.acl.rights, def.access);
  return useMemo(() => screenAccess(def, write), [def, write]);
}
