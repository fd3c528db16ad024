import { completeRights, uniformRights, type AccessObject, type AccessLevel, type Rights } from "./access";

/** Role codes of the `role` dictionary, each presetting a user's rights when chosen. */
export const ROLES = ["admin", "editor", "operator", "finance", "auditor", "annotator"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = {
  admin: "超级管理员",
  editor: "内容编辑",
  operator: "运营专员",
  finance: "财务",
  auditor: "审计员",
  annotator: "标注员",
};

const CONTENT: readonly AccessObject[] = [
  "hdpic", "shiyShuCai", "suha", "suhaIndex", "artist", "wenwu", "shiy", "westart", "book", "photo", "article",
];
const COMMERCE: readonly AccessObject[] = ["order", "group", "coupon", "goodsadmin", "point"];
const OPERATIONS: readonly AccessObject[] = ["commnet", "recommend", "notice", "project"];
const TOOLS: readonly AccessObject[] = ["crawler", "shitu", "glyph", "budart"];

function grant(objects: readonly AccessObject[], level: AccessLevel): Partial<Record<AccessObject, AccessLevel>> {
  return Object.fromEntries(objects.map((o) => [o, level]));
}

/** Default rights per role; a user's rights may then be adjusted per object. */
export const ROLE_PRESETS: Record<Role, Rights> = {
  admin: uniformRights("WRITE"),
  editor: completeRights({ dashboard: "READ", ...grant(CONTENT, "WRITE"), ...grant(TOOLS, "READ") }),
  operator: completeRights({
    dashboard: "READ", ...grant(CONTENT, "READ"), ...grant(OPERATIONS, "WRITE"),
    order: "READ", group: "WRITE", coupon: "WRITE", point: "WRITE", goodsadmin: "READ",
  }),
  finance: completeRights({ dashboard: "READ", ...grant(COMMERCE, "WRITE") }),
  auditor: completeRights({
    ...uniformRights("READ"),
  }),
  annotator: completeRights({ hdpic: "WRITE", suha: "READ", glyph: "WRITE" }),
};

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}
