import { defineResource } from "../../define";
import { defineMachine } from "../../machine";
import { ARTIST_CODE_PATTERN, ARTIST_STATUSES, DISCIPLINES, GENDERS } from "./shiyEnums";

const disciplineNames = DISCIPLINES.map((d) => d.label).join("、");

/**
 * Programme artists (/shiy/artist, content.md §8.2): the residency's contracted artists, the hub of the
 * programme (works, capture tasks, interviews, accounts, news, videos). Created by 录取 of an application
 * or by hand; the status moves only by transitions. Every change regenerates the `shiyArtist` dictionary,
 * keyed by the artist's code, which courses, ledger entries and works read the artist by.
 */
export const programmeArtist = defineResource({
  name: "programmeArtist",
  label: "驻留艺术家",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "name",
  defaultSort: { by: "utime", asc: false },
  screen: { filterOrder: ["name", "code", "status", "batch", "disciplines", "managerId", "city", "contractEndDate"] },
  fields: [
    {
      key: "code", label: "艺术家代码", kind: "text", maxLength: 32, pattern: ARTIST_CODE_PATTERN, patternMessage: "艺术家代码只能用大写字母、数字和下划线，以字母开头",
      createOnly: true, unique: true, listed: true, filter: true, sortable: true, help: "字典「驻留艺术家」的取值；不填时由姓名拼音生成，如 CHEN_MOBAI，创建后不可改",
    },
    { key: "name", label: "姓名", kind: "text", required: true, maxLength: 20, listed: true, filter: true },
    { key: "artName", label: "艺名/号", kind: "text", maxLength: 20, listed: true, filter: true },
    { key: "avatar", label: "头像", kind: "image", upload: "UDT_SHIY", listed: true, help: "以驻留计划的上传类型保存：头像类型只有用户管理员能上传" },
    { key: "gender", label: "性别", kind: "enum", options: GENDERS, listed: true, filter: true },
    { key: "birthYear", label: "出生年", kind: "integer", min: 1930, max: 2010, listed: true, filter: true, sortable: true },
    { key: "nativePlace", label: "籍贯", kind: "text", maxLength: 20, filter: true },
    { key: "city", label: "常住城市", kind: "text", maxLength: 20, filter: true },
    { key: "disciplines", label: "创作门类", kind: "tags", required: true, max: DISCIPLINES.length, listed: true, filter: true, help: `从 ${disciplineNames} 中选` },
    { key: "memberships", label: "协会会员", kind: "text", maxLength: 100, filter: true },
    { key: "bio", label: "简介", kind: "richText", maxLength: 50_000 },
    { key: "batch", label: "期数", kind: "text", required: true, maxLength: 20, listed: true, filter: true, placeholder: "2024 第2期" },
    { key: "status", label: "驻留状态", kind: "enum", options: ARTIST_STATUSES, editable: false, listed: true, filter: true },
    { key: "contractStartDate", label: "合约开始", kind: "date", listed: true, filter: true, sortable: true },
    { key: "contractEndDate", label: "合约结束", kind: "date", listed: true, filter: true, sortable: true, help: "不早于合约开始" },
    { key: "contractFile", label: "合约文件", kind: "file", upload: "UDT_SHIY", help: "PDF；签约完成前必须上传" },
    { key: "revenueShareRate", label: "艺术家分成比例", kind: "decimal", required: true, min: 0, max: 100, help: "百分比，两位小数，通常 70" },
    { key: "managerId", label: "对接人", kind: "ref", ref: "consoleUser", listed: true, filter: true },
    { key: "workCount", label: "作品数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "soldCount", label: "成交数", kind: "integer", min: 0, editable: false, listed: true, sortable: true },
    { key: "phone", label: "手机", kind: "phone" },
    { key: "tags", label: "标签", kind: "tags", max: 20, filter: true },
    { key: "terminateReason", label: "解约原因", kind: "text", maxLength: 200, editable: false },
  ],
  // content.md §8.2: signing → active (contract on file) ⇄ paused; active → graduated → active (续约); active/paused → terminated.
  states: defineMachine({
    field: "status",
    initial: "signing",
    states: [
      { value: "signing", tone: "info" },
      { value: "active", tone: "success" },
      { value: "paused", tone: "warning" },
      { value: "graduated", tone: "neutral" },
      { value: "terminated", tone: "danger" },
    ],
    transitions: [
      { name: "sign", label: "签约完成", from: ["signing"], to: "active", scope: "row", hook: "sign", shortcut: "S" },
      { name: "pause", label: "暂停", from: ["active"], to: "paused", shortcut: "P", confirm: "暂停期间该艺术家的作品不能进入拍品池。确定暂停吗？" },
      { name: "resume", label: "恢复", from: ["paused"], to: "active", shortcut: "H" },
      { name: "graduate", label: "结业", from: ["active"], to: "graduated", shortcut: "B", confirm: "结业后作品保持上架。确定结业吗？" },
      {
        name: "terminate", label: "解约", from: ["active", "paused"], to: "terminated", scope: "row", hook: "terminate", shortcut: "T",
        input: [{ key: "reason", label: "解约原因", kind: "text", required: true, maxLength: 200 }],
        confirm: "解约后该艺术家已上架的作品全部下架，拍品池中待审和已入池的拍品撤回。确定解约吗？",
      },
      {
        name: "renew", label: "续约", from: ["graduated"], to: "active", scope: "row", hook: "renew", shortcut: "Y",
        input: [{ key: "contractEndDate", label: "新的合约结束日期", kind: "date", required: true }],
      },
    ],
  }),
});
