import { defineResource } from "../../define";
import { PUBLISHABLE_FIELDS, publishMachine } from "../content/publish";

export const ARTIST_VIDEO_TYPES = [
  { value: "documentary", label: "纪录片" },
  { value: "interview", label: "访谈" },
  { value: "process", label: "创作过程" },
  { value: "replay", label: "直播回放" },
  { value: "promo", label: "宣传片" },
] as const;

/**
 * 艺术家视频 (/shiy/video, content.md §8.9): a programme artist's films, each playing a VOD video
 * (§10.1, uploaded and synced through the VOD adapter there). 上架 needs the video to be 正常; 时长
 * follows the video's and the cover defaults to the video's.
 */
export const artistVideo = defineResource({
  name: "artistVideo",
  label: "艺术家视频",
  service: "ShiyServiceAdmin",
  ops: ["list", "get", "create", "update", "delete"],
  access: "shiy",
  titleField: "title",
  defaultSort: { by: "utime", asc: false },
  screen: { filterOrder: ["title", "artistId", "videoType", "publishState"] },
  fields: [
    { key: "title", label: "标题", kind: "text", required: true, maxLength: 60, listed: true, filter: true, sortable: true },
    { key: "artistId", label: "艺术家", kind: "ref", ref: "programmeArtist", required: true, listed: true, filter: true },
    { key: "videoType", label: "类型", kind: "enum", options: ARTIST_VIDEO_TYPES, required: true, listed: true, filter: true },
    { key: "vodVideoId", label: "视频", kind: "ref", ref: "vodVideo", required: true, listed: true, help: "从点播视频中按标题选择；上架时须为「正常」" },
    { key: "cover", label: "封面", kind: "image", upload: "UDT_SHIY", listed: true, help: "不填时用点播视频的封面" },
    { key: "durationSec", label: "时长(秒)", kind: "integer", editable: false, listed: true, sortable: true, help: "取点播视频的时长" },
    { key: "relatedWorkIds", label: "关联作品", kind: "json", ref: "programmeWork", picker: "refs", help: "按名称搜索驻留作品并回车添加，最多 20 件" },
    { key: "sort", label: "排序", kind: "integer", min: 0, max: 9999, listed: true, sortable: true },
    ...PUBLISHABLE_FIELDS,
    { key: "viewCount", label: "播放量", kind: "integer", editable: false, listed: true, sortable: true },
  ],
  states: publishMachine("视频"),
});
