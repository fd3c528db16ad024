import type { ReactNode } from "react";
import type { AccessObject } from "../catalogue/access";
import { canRead, canWrite, type RightsMap } from "./rights";

/** Spec §6 content gate: the guarded content when access is granted, the fallback otherwise. */
export function Gate({ rights, object, level = "READ", fallback = null, children }: {
  rights: RightsMap | undefined;
  object: AccessObject;
  level?: "READ" | "WRITE";
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const granted = level === "WRITE" ? canWrite(rights, object) : canRead(rights, object);
  return <>{granted ? children : fallback}</>;
}
