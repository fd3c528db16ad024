import { defineResource } from "../../define";
import { ATTACHMENT_COLUMNS, ATTITUDES, INTERVIEW_CHANNELS, INTERVIEW_TOPICS } from "./shiyEnums";

/**
 * 访谈记录 (/shiy/ShiyArtistCommunicationRecords?artistId=, content.md §8.8): what was discussed with an
 * artist, and when to follow up. 初审通过 of an application (§8.1) makes a draft of the admission
 * interview for it before there is an artist; 录取 gives the draft its artist.
 */
export const artistInterview = defineResource({
  name: "artistInterview",
  label: "访谈记录",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "summary",
  defaultSort: { by: "contactAt", asc: false },
  fields: [
    { key: "artistId", label: "艺术家", kind: "ref", ref: "programmeArtist", filter: true, help: "面谈草稿在录取后才有艺术家" },
    { key: "applicationId", label: "驻留申请", kind: "ref", ref: "programmeApplication", createOnly: true, filter: true, help: "录取前的面谈记在申请下；初审通过时自动建立草稿" },
    { key: "draft", label: "草稿", kind: "boolean", listed: true, filter: true, help: "面谈后补全纪要并取消草稿" },
    { key: "contactAt", label: "沟通时间", kind: "datetime", required: true, listed: true, filter: true, sortable: true },
    { key: "channel", label: "方式", kind: "enum", options: INTERVIEW_CHANNELS, required: true, listed: true, filter: true },
    { key: "staffId", label: "记录人", kind: "ref", ref: "consoleUser", listed: true, filter: true, help: "不填为当前用户" },
    { key: "topic", label: "议题", kind: "enum", options: INTERVIEW_TOPICS, required: true, listed: true, filter: true },
    { key: "summary", label: "纪要", kind: "longText", required: true, maxLength: 5000, listed: true, filter: true },
    { key: "attitude", label: "意向", kind: "enum", options: ATTITUDES, listed: true, filter: true },
    { key: "attachments", label: "附件", kind: "json", columns: ATTACHMENT_COLUMNS, maxLength: 10_000, help: "驻留计划上传的文件或图片" },
    { key: "nextFollowUpDate", label: "下次跟进", kind: "date", listed: true, filter: true, sortable: true },
  ],
});
