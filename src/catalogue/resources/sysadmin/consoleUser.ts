import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { USER_STATES } from "../../users";

/**
 * Console users (/sysadmin/users). The password is not a field: it is set through
 * createUser/updateUser's `password` or updatePassword, and its hash lives apart.
 */
export const consoleUser = defineResource({
  name: "consoleUser",
  label: "后台用户",
  service: "sys.SysAdmin",
  entity: "User",
  ops: ["list", "get", "create", "update", "delete"],
  access: "sysadmin",
  titleField: "userName",
  defaultSort: { by: "userName", asc: true },
  sortRule: "alwaysAscending",
  fields: [
    {
      key: "userName", label: "用户名", kind: "text", required: true, minLength: 3, maxLength: 32, createOnly: true,
      pattern: "^[A-Za-z0-9_.\\-]+$", patternMessage: "用户名只能包含字母、数字、下划线、点和连字符",
      listed: true, filter: true, sortable: true, unique: true, caseInsensitive: true,
    },
    { key: "nickName", label: "昵称", kind: "text", required: true, maxLength: 32, listed: true, filter: true, sortable: true },
    { key: "role", label: "角色", kind: "dict", dict: "role", required: true, listed: true, filter: true, sortable: true },
    { key: "state", label: "状态", kind: "enum", options: USER_STATES, required: true, listed: true, filter: true, sortable: true },
    { key: "email", label: "邮箱", kind: "email", listed: true, filter: true },
    { key: "phone", label: "手机号", kind: "phone", listed: true },
    { key: "avatar", label: "头像", kind: "image", upload: "UDT_AVATAR" },
    { key: "acl", label: "权限", kind: "rights" },
    { key: "lastLoginAt", label: "最近登录", kind: "datetime", editable: false, listed: true, sortable: true },
  ],
  // ACTIVE ⇄ DISABLED: enableUser / disableUser. Disabling ends the user's sessions (the server's user rules).
  states: defineMachine({
    field: "state",
    initial: "ACTIVE",
    states: [
      { value: "ACTIVE", label: "已启用", tone: "success" },
      { value: "DISABLED", label: "已停用", tone: "neutral" },
    ],
    transitions: [
      { name: "enable", label: "启用", from: ["DISABLED"], to: "ACTIVE" },
      { name: "disable", label: "停用", from: ["ACTIVE"], to: "DISABLED", confirm: "停用后该用户将立即退出登录，且不能再登录，确定停用吗？" },
    ],
  }),
  // Kept for the palette's 设置状态 (S) and older callers; it follows the same rules as the transitions.
  actions: [
    {
      name: "setUserState", label: "设置状态", scope: "rows", shortcut: "S",
      input: [{ key: "state", label: "状态", kind: "enum", options: USER_STATES, required: true }],
      choices: [
        { label: "启用", input: { state: "ACTIVE" } },
        { label: "停用", input: { state: "DISABLED" }, confirm: "停用后该用户将立即退出登录，且不能再登录，确定停用吗？" },
      ],
    },
  ],
});
