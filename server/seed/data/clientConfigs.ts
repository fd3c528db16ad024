/** One client application's configuration as the seed writes it. */
export interface ClientConfigSeed {
  name: string;
  platform: "ios" | "android" | "harmony" | "web" | "miniapp";
  version: string;
  minVersion: string;
  downloadUrl: string;
  releaseNotes: string;
  enabled: boolean;
  config: Record<string, unknown>;
}

/** The five client apps; the mini-programme is switched off to show a disabled row. */
export const clientConfigs: readonly ClientConfigSeed[] = [
  {
    name: "墨苑 iOS 客户端", platform: "ios", version: "3.8.2", minVersion: "3.2.0",
    downloadUrl: "https://apps.apple.com/cn/app/id1500000000",
    releaseNotes: "新增高清画局部放大对比；修复拍卖倒计时偶发不准的问题。", enabled: true,
    config: { forceUpdate: false, splashImage: "static/splash/2026-winter.jpg", auctionEnabled: true },
  },
  {
    name: "墨苑 Android 客户端", platform: "android", version: "3.8.1", minVersion: "3.2.0",
    downloadUrl: "https://download.moyuan.art/android/moyuan-3.8.1.apk",
    releaseNotes: "优化大图加载速度；课程播放支持倍速。", enabled: true,
    config: { forceUpdate: false, channels: ["huawei", "xiaomi", "oppo", "vivo"], auctionEnabled: true },
  },
  {
    name: "墨苑 鸿蒙客户端", platform: "harmony", version: "1.2.0", minVersion: "1.0.0",
    downloadUrl: "https://appgallery.huawei.com/app/C110000000",
    releaseNotes: "首批支持鸿蒙原生应用，支持服务卡片展示每日一画。", enabled: true,
    config: { forceUpdate: false, serviceCard: true },
  },
  {
    name: "墨苑 网页版", platform: "web", version: "2.14.0", minVersion: "2.0.0",
    downloadUrl: "https://www.moyuan.art/",
    releaseNotes: "文物专题页改版，支持三维模型浏览。", enabled: true,
    config: { cdn: "https://static.moyuan.art", analytics: true },
  },
  {
    name: "墨苑 微信小程序", platform: "miniapp", version: "1.9.3", minVersion: "1.6.0",
    downloadUrl: "https://mp.weixin.qq.com/",
    releaseNotes: "暂停新版本发布，待积分商城改版后恢复。", enabled: false,
    config: { appId: "wx0000000000000000", shareTitle: "墨苑·每日一画" },
  },
];
