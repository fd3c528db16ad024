/**
 * The official account's errcode answers in words an editor can act on (developers.weixin.qq.com:
 * 全局返回码 and the draft box / free-publish pages). An unknown code is shown with the platform's
 * own errmsg, so that nothing the platform said is hidden.
 */
const MESSAGES: Readonly<Record<number, string>> = {
  [-1]: "公众号平台繁忙，请稍后再试",
  40001: "公众号接口凭证无效：请检查 AppSecret 是否正确",
  40013: "公众号 AppID 不正确：请检查 MOYUAN_WECHAT_OA_APP_ID",
  40125: "公众号 AppSecret 不正确：请检查 MOYUAN_WECHAT_OA_APP_SECRET",
  40164: "本服务器的 IP 地址不在公众号的 IP 白名单中：请在公众平台「设置与开发 → 基本配置」中添加",
  40243: "公众号 AppSecret 已被冻结：请在公众平台解冻后再试",
  40005: "图片格式不被公众号接受（只接受 JPG/PNG）",
  40007: "公众号草稿或素材已不存在（media_id 无效）：可能已在公众平台删除，请删除草稿箱草稿后重新同步",
  40009: "图片太大，公众号不接收",
  45003: "标题超过公众号上限（32 个字）",
  45004: "摘要超过公众号上限（128 个字）",
  45008: "正文超过公众号上限（少于 2 万字、小于 1 MB）",
  45009: "公众号接口今日调用次数已用完，请明天再试",
  45110: "作者超过公众号上限（16 个字）",
  45166: "正文含有公众号不接受的内容或链接",
  48001: "公众号没有这个接口的权限（未认证，或未开通草稿箱与发布能力）",
  50001: "公众号没有这个接口的权限",
  50002: "公众号已被限制使用此接口",
  53503: "草稿未通过公众号的发布检查，请在公众平台查看原因",
  53504: "这篇草稿需要在公众平台官网上操作后才能发布",
  53505: "这篇草稿需要先在公众平台手动保存一次后才能发布",
};

/** errcodes that mean the access token is stale: ask for one again and retry once. */
export const TOKEN_ERRORS: ReadonlySet<number> = new Set([40001, 40014, 42001]);

/** A refusal by the platform as the editor reads it: what went wrong, while doing what, and the code. */
export function wechatRefusal(doing: string, errcode: number, errmsg: unknown): string {
  const words = MESSAGES[errcode] ?? `公众号平台拒绝了请求：${String(errmsg ?? "").slice(0, 120) || "未说明原因"}`;
  return `${doing}失败：${words}（错误码 ${errcode}）`;
}

/** publish_status 2/3/4 of freepublish/get as the reason stored with 发布失败. */
export const PUBLISH_FAILURES: Readonly<Record<number, string>> = { 2: "原创校验失败", 3: "常规失败", 4: "平台审核不通过" };
