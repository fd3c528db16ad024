import { PLATFORMS } from "../../commerce";
import { defineResource } from "../../define";

/**
 * A visitor's login devices (commerce.md §5.1, drawer tab 登录设备: tdid, model, OS, app version, last
 * seen). The design names no entity for them: this is the smallest read-only one, one row per visitor
 * and device, written by the client apps' login (not part of this console) and only listed here.
 */
export const loginDevice = defineResource({
  name: "loginDevice",
  label: "登录设备",
  service: "TouristServiceAdmin",
  ops: ["list", "get"],
  access: "order",
  titleField: "deviceModel",
  defaultSort: { by: "lastLoginAt", asc: false },
  readOnly: true,
  parent: { resource: "visitor", key: "visitorId", tab: "登录设备" },
  fields: [
    { key: "visitorId", label: "用户", kind: "ref", ref: "visitor", required: true, editable: false, listed: true, filter: true },
    { key: "tdid", label: "设备标识", kind: "text", maxLength: 64, required: true, editable: false, filter: true },
    { key: "deviceModel", label: "机型", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
    { key: "platform", label: "端", kind: "enum", options: PLATFORMS, editable: false, listed: true, filter: true },
    { key: "osVersion", label: "系统版本", kind: "text", maxLength: 32, editable: false, listed: true },
    { key: "appVersion", label: "应用版本", kind: "text", maxLength: 32, editable: false, listed: true, filter: true },
    { key: "firstLoginAt", label: "首次登录", kind: "datetime", editable: false, listed: true, sortable: true },
    { key: "lastLoginAt", label: "最近登录", kind: "datetime", editable: false, listed: true, filter: true, sortable: true },
    { key: "lastLoginIp", label: "最近登录 IP", kind: "text", maxLength: 64, editable: false, listed: true, filter: true },
  ],
});
