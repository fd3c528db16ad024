import { defineResource } from "../../define";
import { ACCOUNT_OPERATORS, ACCOUNT_PLATFORMS, ACCOUNT_STATUSES } from "./shiyEnums";

/**
 * 第三方账号 (/shiy/thirdPartyAccounts?artistId=, content.md §8.8): an artist's accounts on social
 * platforms, one per platform. Never their passwords (§18 Q12): the remark refuses anything like one.
 */
export const artistAccount = defineResource({
  name: "artistAccount",
  label: "第三方账号",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "accountName",
  defaultSort: { by: "followers", asc: false },
  fields: [
    { key: "artistId", label: "艺术家", kind: "ref", ref: "programmeArtist", required: true, filter: true },
    { key: "platform", label: "平台", kind: "enum", options: ACCOUNT_PLATFORMS, required: true, listed: true, filter: true, help: "每个平台一个账号" },
    { key: "accountName", label: "账号名称", kind: "text", required: true, maxLength: 40, listed: true, filter: true },
    { key: "accountId", label: "账号 ID", kind: "text", maxLength: 64, listed: true },
    { key: "profileUrl", label: "主页链接", kind: "url" },
    { key: "followers", label: "粉丝数", kind: "integer", min: 0, listed: true, filter: true, sortable: true },
    { key: "verified", label: "已认证", kind: "boolean", listed: true, filter: true },
    { key: "operatedBy", label: "运营方", kind: "enum", options: ACCOUNT_OPERATORS, required: true, listed: true, filter: true },
    { key: "status", label: "状态", kind: "enum", options: ACCOUNT_STATUSES, listed: true, filter: true },
    { key: "lastSyncedAt", label: "最近更新", kind: "datetime", editable: false, listed: true, sortable: true, help: "粉丝数最近一次修改的时间" },
    { key: "remark", label: "备注", kind: "longText", maxLength: 500, help: "不要填写密码" },
  ],
});
