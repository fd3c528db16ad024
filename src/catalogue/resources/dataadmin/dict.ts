import { defineResource } from "../../define";

/** The dictionaries (/dataadmin/dicts, /dataadmin/config): a fixed set, edited but never created. */
export const dict = defineResource({
  name: "dict",
  label: "字典",
  service: "BaseServiceAdmin",
  methodNames: { list: "listDicts", update: "updateDicts", get: "getDict" },
  ops: ["list", "get", "update"],
  access: "suha",
  titleField: "label",
  defaultSort: { by: "name", asc: true },
  fields: [
    { key: "name", label: "字典名", kind: "text", required: true, maxLength: 32, editable: false, listed: true, filter: true, sortable: true, unique: true },
    { key: "label", label: "名称", kind: "text", required: true, maxLength: 64, listed: true, filter: true },
    { key: "items", label: "字典项", kind: "json", required: true, columns: [{ key: "value", label: "值", kind: "text" }, { key: "label", label: "名称", kind: "text" }], help: "[{value, label}]" },
    { key: "config", label: "配置", kind: "json" },
    { key: "version", label: "版本", kind: "integer", editable: false, listed: true },
  ],
});
