import { defineResource } from "../../define";

/** Domains the platform owns, with their expiry (listExpirationIsComingDomain). */
export const domain = defineResource({
  name: "domain",
  label: "域名",
  service: "sys.SysAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "sysadmin",
  shownIn: "dashboardAnalysis",
  titleField: "name",
  defaultSort: { by: "expiresAt", asc: true },
  fields: [
    {
      key: "name", label: "域名", kind: "text", required: true, maxLength: 253, listed: true, filter: true, sortable: true, unique: true,
      pattern: "^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\\.)+[a-z]{2,63}$", patternMessage: "请输入有效的域名，如 moyuan.art",
    },
    { key: "registrar", label: "注册商", kind: "text", maxLength: 64, listed: true, filter: true },
    { key: "expiresAt", label: "到期日", kind: "date", required: true, listed: true, sortable: true, filter: true },
    { key: "purpose", label: "用途", kind: "text", maxLength: 64, listed: true },
    { key: "remark", label: "备注", kind: "longText", maxLength: 500 },
  ],
});
