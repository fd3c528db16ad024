/** A domain the platform owns; the expiry is relative to the first start so the demo always has some due. */
export interface DomainSeed { name: string; registrar: string; expiresInDays: number; purpose: string; remark: string }

/** Ten domains: three due within 30 days, one already lapsed two days ago, the rest well ahead. */
export const domains: readonly DomainSeed[] = [
  { name: "moyuan.art", registrar: "阿里云", expiresInDays: 12, purpose: "主站", remark: "品牌主域名，务必续费" },
  { name: "moyuan-art.cn", registrar: "腾讯云", expiresInDays: 25, purpose: "备案域名", remark: "国内备案主体使用" },
  { name: "static.moyuan.net", registrar: "西部数码", expiresInDays: 6, purpose: "静态资源", remark: "CDN 回源" },
  { name: "moyuan-auction.com", registrar: "GoDaddy", expiresInDays: -2, purpose: "拍卖活动", remark: "活动已结束，评估是否续费" },
  { name: "moyuan.com.cn", registrar: "阿里云", expiresInDays: 45, purpose: "品牌保护", remark: "" },
  { name: "moyuanart.cn", registrar: "阿里云", expiresInDays: 120, purpose: "品牌保护", remark: "" },
  { name: "api.moyuan.net", registrar: "西部数码", expiresInDays: 210, purpose: "开放接口", remark: "合作方接口" },
  { name: "moyuan-edu.cn", registrar: "腾讯云", expiresInDays: 330, purpose: "课程平台", remark: "" },
  { name: "moyuan.hk", registrar: "HKDNR", expiresInDays: 480, purpose: "香港站点", remark: "" },
  { name: "moyuan-museum.org", registrar: "Namecheap", expiresInDays: 700, purpose: "公益项目", remark: "与博物馆合作的公益展" },
];
