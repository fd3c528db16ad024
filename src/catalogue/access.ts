/** The 26 access objects of spec §3 and the three levels a right can hold. */
export const ACCESS_OBJECTS = [
  // Content
  "dashboard", "hdpic", "shiyShuCai", "suha", "suhaIndex", "artist", "wenwu", "shiy", "westart", "book", "photo", "article",
  // Commerce
  "order", "group", "coupon", "goodsadmin", "point",
  // Operations
  "commnet", "recommend", "notice", "project",
  // Tools and system
  "crawler", "shitu", "glyph", "budart", "sysadmin",
] as const;

export type AccessObject = (typeof ACCESS_OBJECTS)[number];

export const ACCESS_LEVELS = ["NONE", "READ", "WRITE"] as const;
export type AccessLevel = (typeof ACCESS_LEVELS)[number];

/** A user's effective rights: every access object mapped to a level. */
export type Rights = Record<AccessObject, AccessLevel>;

const RANK: Record<AccessLevel, number> = { NONE: 0, READ: 1, WRITE: 2 };

/** True when `held` is at least `needed` (READ is satisfied by READ or WRITE). */
export function levelAtLeast(held: AccessLevel | undefined, needed: AccessLevel): boolean {
  return RANK[held ?? "NONE"] >= RANK[needed];
}

export function isAccessObject(value: unknown): value is AccessObject {
  return typeof value === "string" && (ACCESS_OBJECTS as readonly string[]).includes(value);
}

export function isAccessLevel(value: unknown): value is AccessLevel {
  return typeof value === "string" && (ACCESS_LEVELS as readonly string[]).includes(value);
}

/** Rights with every object at one level. */
export function uniformRights(level: AccessLevel): Rights {
  return Object.fromEntries(ACCESS_OBJECTS.map((o) => [o, level])) as Rights;
}

/** Completes a partial map of rights: objects not named are NONE. */
export function completeRights(partial: Partial<Record<AccessObject, AccessLevel>>): Rights {
  return { ...uniformRights("NONE"), ...partial };
}
