import { levelAtLeast, type AccessLevel, type AccessObject } from "../catalogue/access";

/** The rights map as `currentUser.acl.rights` holds it (possibly partial). */
export type RightsMap = Partial<Record<AccessObject, AccessLevel>>;

/** Read = READ or WRITE (a deliberate fix of spec §6's always-false read check). */
export function canRead(rights: RightsMap | undefined, object: AccessObject): boolean {
  return levelAtLeast(rights?.[object], "READ");
}

/** Write (create, update, delete, actions) = WRITE (a deliberate fix: the old check accepted READ). */
export function canWrite(rights: RightsMap | undefined, object: AccessObject): boolean {
  return levelAtLeast(rights?.[object], "WRITE");
}
