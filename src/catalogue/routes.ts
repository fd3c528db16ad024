import type { AccessObject } from "./access";
import type { ResourceName } from "./registry";
import { RESOURCE_ROUTES } from "./resourceRoutes";

/** Screens that are not a resource's grid and editor, each a component of its own in src/views. */
export const SPECIAL_VIEWS = ["login", "welcome", "account", "exception", "dashboardAnalysis", "tagType", "dictConfig", "richTextView", "deepZoom", "albumViewer", "bookReader", "relicViewer", "albumLayout", "workEditor", "glyphReview", "articleComposer", "articlePreview", "captureDetail", "shiyWorkViewer", "vodBatchUpload", "auctionConfirmation",
  "categoryHall",
  "annotationCanvas",
  "reviseTaskReport",
  "dashboardReport",
  "dashboardDataSync",
  "dashboardAlgorithm",
  "dashboardBookkeeping",
  "dashboardVip",
  "dashboardSlowQuery",
] as const;
export type SpecialViewName = (typeof SPECIAL_VIEWS)[number];
/** What a route renders: a special view, or a resource's grid and editor. */
export type ViewName = SpecialViewName | ResourceName;

/** Icons of spec §1, used by the menu sections. */
export const ROUTE_ICONS = [
  "dashboard", "profile", "user", "book", "tool", "highlight", "team", "user-add", "crown", "video-camera-add",
  "picture", "shopping", "youtube", "shop", "comment", "camera", "mobile", "scan", "form", "calendar",
  "fund-projection-screen", "field-time",
] as const;
export type RouteIcon = (typeof ROUTE_ICONS)[number];

/** One screen of spec §2. */
export interface RouteDef {
  readonly path: string;
  readonly title: string;
  /** Objects the route check tests; absent: the section's. An empty list means no check. */
  readonly access?: readonly AccessObject[];
  /** Not in the menu (reached from another screen). */
  readonly hidden?: boolean;
  /** Renders without the normal layout. */
  readonly noLayout?: boolean;
  /** Renders without layout, menu, header and footer. */
  readonly fullScreen?: boolean;
  /** The spec gives it no menu name. */
  readonly unnamed?: boolean;
  /** The view that renders it: a resource name, a special view, or absent for "not built yet". */
  readonly view?: ViewName;
  /** The `g` sequence letter that jumps straight to this screen (g m 博物馆). */
  readonly key?: string;
  /** A filtered view of its resource (会员订单 = orders of type VIP): fixed filters and its own columns. */
  readonly preset?: RoutePreset;
  /**
   * This route lists its resource under one record of another, as a resource's own `parent` does, for a
   * resource shown under several parents (a course's lessons under a public or an academy course, told
   * apart by the preset's fixed `courseType`). The parent's drawer gets a tab, its rows a command.
   */
  readonly parent?: { readonly resource: string; readonly key: string; readonly tab?: string };
}

/** What a route that shows part of a resource fixes: filters the user cannot change, and the columns it lists. */
export interface RoutePreset {
  /** Field → value every row of the view has (the field is neither filtered nor shown). */
  readonly fixed: Readonly<Record<string, string | number | boolean>>;
  /** The view's listed columns in order (the resource's other fields stay choosable); absent: the resource's listed fields. */
  readonly columns?: readonly string[];
  /**
   * The filters that fit the view, in the filter bar's order (no course filters on VIP orders); absent:
   * the resource's own (its `screen.filterOrder`, then field order).
   */
  readonly filters?: readonly string[];
}

/** A menu section: a parent route whose children are the screens. */
export interface RouteSection {
  readonly path: string;
  readonly title: string;
  readonly icon: RouteIcon;
  /** Objects the section's screens inherit. Absent: each screen names its own. */
  readonly access?: readonly AccessObject[];
  /** The parent carries no access check of its own (spec §6 rule 5). */
  readonly parentUnchecked?: boolean;
  /** The `g` sequence letter that jumps to the section's first screen. */
  readonly key?: string;
  readonly routes: readonly RouteDef[];
}

const S = ["shiy", "shiyShuCai"] as const;

export const ROUTE_SECTIONS = [
  {
    path: "/dashboard", title: "仪表盘", icon: "dashboard", access: ["dashboard"], key: "d",
    routes: [
      { path: "/dashboard/analysis", title: "分析页", view: "dashboardAnalysis" },
      { path: "/dashboard/report", title: "运营报表", view: "dashboardReport" },
      { path: "/dashboard/orderbookkeeping", title: "记账报表", view: "dashboardBookkeeping" },
      { path: "/dashboard/vipaction", title: "会员分析报表", view: "dashboardVip" },
      { path: "/dashboard/algorithm", title: "算法性能监控", view: "dashboardAlgorithm" },
      { path: "/dashboard/algorithm/metrics", title: "算法指标", hidden: true },
      { path: "/dashboard/datasync", title: "数据同步", view: "dashboardDataSync" },
      { path: "/dashboard/datasync/tasks", title: "同步任务", hidden: true },
      { path: "/dashboard/datasync/runs", title: "同步运行记录" },
      { path: "/dashboard/slowquery", title: "慢查询", view: "dashboardSlowQuery" },
      { path: "/dashboard/slowquery/samples", title: "慢查询样本", hidden: true },
      { path: "/dashboard/slowquery/shapes", title: "查询形态", hidden: true },
    ],
  },
  {
    path: "/hd", title: "高清图库", icon: "picture", access: ["hdpic", "shiyShuCai"], key: "h",
    routes: [
      { path: "/hd/importtasks", title: "导入任务", view: "hdImportTask" },
      { path: "/hd/hdp", title: "高清图", view: "hdImage" },
      { path: "/hd/hdp/view", title: "高清图详情", hidden: true, noLayout: true, view: "deepZoom" },
      { path: "/hd/hdpcoll", title: "高清图集", view: "hdAlbum" },
      { path: "/hd/hdpcoll/view", title: "图集详情", hidden: true, noLayout: true, view: "albumViewer" },
      { path: "/hd/hdpcoll/layout", title: "图集排版", hidden: true, unnamed: true, view: "albumLayout" },
    ],
  },
  {
    path: "/sufa", title: "书法", icon: "highlight", access: ["suha"], key: "f",
    routes: [
      { path: "/sufa/sufalist", title: "书法全库", view: "calligraphyWork" },
      { path: "/sufa/sufaedit", title: "书法编辑", hidden: true, view: "workEditor" },
      { path: "/sufa/glyphscorresponding", title: "字形资源对应", view: "glyphReview" },
      { path: "/sufa/contributor", title: "贡献者", hidden: true, view: "contributor" },
      { path: "/sufa/hotartlist", title: "热门书法家", view: "hotArtist", preset: { fixed: { section: "sufa" } } },
      { path: "/sufa/examplelist", title: "范文列表", view: "exampleText" },
    ],
  },
  {
    path: "/suha", title: "书画", icon: "book", key: "s",
    routes: [
      { path: "/suha/list", title: "书画全库", access: ["suha"], view: "paintingWork" },
      { path: "/suha/suhaedit", title: "书画编辑", access: ["suha"], hidden: true, view: "workEditor" },
      { path: "/suha/view", title: "书画高清查看", access: ["suha"], hidden: true, noLayout: true, view: "deepZoom" },
      { path: "/suha/index", title: "古代书画索引", access: ["suhaIndex"], view: "ancientIndexEntry" },
      { path: "/suha/index/view", title: "索引高清图", access: ["suhaIndex"], hidden: true, fullScreen: true, view: "deepZoom" },
      { path: "/suha/artist", title: "古代书画家", access: ["artist"], view: "ancientArtist" },
      { path: "/suha/hotartlist", title: "热门书画家", access: ["suha"], view: "hotArtist", preset: { fixed: { section: "suha" } } },
      { path: "/suha/artist/suha", title: "书画家作品", access: ["artist"], hidden: true, view: "artistWork" },
      { path: "/suha/artist/suha/view", title: "作品详情", access: ["artist"], hidden: true, fullScreen: true, view: "deepZoom" },
      { path: "/suha/contributor", title: "贡献者", access: ["suha"], hidden: true, view: "contributor" },
    ],
  },
  {
    path: "/wenwu", title: "文物", icon: "crown", access: ["wenwu"], key: "w",
    routes: [
      { path: "/wenwu", title: "文物列表", view: "relic" },
      { path: "/wenwu/view", title: "文物详情", hidden: true, fullScreen: true, view: "relicViewer" },
    ],
  },
  {
    path: "/course", title: "课程", icon: "video-camera-add", access: ["shiy"], key: "c",
    routes: [
      { path: "/course/CourseList", title: "公开课", view: "publicCourse" },
      { path: "/course/ShiyCourseList", title: "驻留计划学院课程", view: "shiyCourse" },
      { path: "/course/richTextView", title: "富文本预览", hidden: true, view: "richTextView" },
      { path: "/course/ShiyExamine", title: "课程审核", view: "courseReview" },
      {
        path: "/course/CourseList/video", title: "视频资源", hidden: true, view: "courseLesson",
        parent: { resource: "publicCourse", key: "courseId", tab: "课时" }, preset: { fixed: { courseType: "PUBLIC" } },
      },
      {
        path: "/course/ShiyCourseList/shiyVideo", title: "视频资源", hidden: true, view: "courseLesson",
        parent: { resource: "shiyCourse", key: "courseId", tab: "课时" }, preset: { fixed: { courseType: "SHIY" } },
      },
      { path: "/course/ShiyCourseList/student", title: "学员信息", hidden: true, view: "courseStudent" },
      { path: "/course/ShiyCourseList/teaching", title: "开班信息", hidden: true, view: "courseClass" },
      { path: "/course/ShiyCourseList/homeWork", title: "作业", hidden: true, view: "homework" },
      { path: "/course/ShiyCourseList/QA", title: "答疑", hidden: true, view: "courseQuestion" },
      { path: "/course/ShiyCourseList/Score", title: "课程评分", hidden: true, view: "courseRating" },
      { path: "/course/ShiyCourseList/Annex", title: "附件", hidden: true, view: "courseAttachment" },
      { path: "/course/ShiyCourseList/Assistant", title: "助教", hidden: true, view: "courseAssistant" },
    ],
  },
  {
    path: "/sucai", title: "素材", icon: "camera", access: ["shiy"],
    routes: [
      { path: "/sucai/sucaiList", title: "素材", view: "mediaAsset" },
      { path: "/sucai/SucaiLocationList", title: "拍摄地点", view: "shootingLocation" },
    ],
  },
  {
    path: "/vodvideo", title: "视频", icon: "youtube", access: ["shiy"], key: "v",
    routes: [
      { path: "/vodvideo/videoList", title: "点播视频", view: "vodVideo" },
      { path: "/vodvideo/upload", title: "批量上传视频", hidden: true, view: "vodBatchUpload" },
    ],
  },
  {
    path: "/shiy", title: "驻留计划", icon: "team", access: S, key: "y",
    routes: [
      { path: "/shiy/artist", title: "驻留艺术家", view: "programmeArtist" },
      {
        path: "/shiy/shiy", title: "艺术家作品", hidden: true, view: "programmeWork",
        parent: { resource: "programmeArtist", key: "artistId", tab: "作品" },
      },
      { path: "/shiy/shiylist", title: "驻留作品全库", view: "programmeWork" },
      { path: "/shiy/shiy/view", title: "作品详情", hidden: true, fullScreen: true, view: "shiyWorkViewer" },
      { path: "/shiy/drtask", title: "数字化采集任务", view: "captureTask" },
      { path: "/shiy/drtask/detail", title: "采集详情", hidden: true, view: "captureDetail" },
      { path: "/shiy/apply", title: "驻留申请", access: ["shiy"], view: "programmeApplication" },
      {
        // The admission interview of an application (初审通过 makes its draft), before there is an artist.
        path: "/shiy/apply/interviews", title: "申请面谈记录", access: ["shiy"], hidden: true, view: "artistInterview",
        parent: { resource: "programmeApplication", key: "applicationId", tab: "面谈记录" },
      },
      { path: "/shiy/video", title: "艺术家视频管理", access: ["shiy"], view: "artistVideo" },
      { path: "/shiy/shiyAuction", title: "拍卖管理", access: ["shiy"], view: "auction" },
      { path: "/shiy/shiyAuctionRoom", title: "拍品池", access: ["shiy"], view: "auctionPoolItem" },
      { path: "/shiy/ShiyAuctionRoomList", title: "拍卖场次", access: ["shiy"], hidden: true, view: "auctionSession" },
      { path: "/shiy/ShiyAuctionSuhaList", title: "拍卖专场", access: ["shiy"], hidden: true, view: "auctionSpecialSale" },
      // Not in spec §2: an auction's deposits (保证金, content.md §8.7), where 登记保证金 (N) records one.
      { path: "/shiy/shiyAuction/deposits", title: "拍卖保证金", access: ["shiy"], hidden: true, view: "auctionDeposit" },
      // Not in spec §2: the printable 成交确认书 of one sold lot (content.md §8.7), without the console's frame.
      { path: "/shiy/auctionConfirmation", title: "成交确认书", access: ["shiy"], hidden: true, noLayout: true, view: "auctionConfirmation" },
      // Not in spec §2: a special sale's lots in catalogue order, where 上移 / 下移 (U / D) reorder them.
      {
        path: "/shiy/ShiyAuctionSuhaList/lots", title: "专场拍品", access: ["shiy"], hidden: true, view: "auctionLot",
        parent: { resource: "auctionSpecialSale", key: "specialSaleId", tab: "拍品" },
      },
      {
        path: "/shiy/ShiyArtistCommunicationRecords", title: "访谈记录", hidden: true, view: "artistInterview",
        parent: { resource: "programmeArtist", key: "artistId", tab: "访谈记录" },
      },
      {
        path: "/shiy/thirdPartyAccounts", title: "第三方账号", hidden: true, view: "artistAccount",
        parent: { resource: "programmeArtist", key: "artistId", tab: "第三方账号" },
      },
      {
        path: "/shiy/ShiyArtistNews", title: "艺术家经历与动态", hidden: true, view: "artistNews",
        parent: { resource: "programmeArtist", key: "artistId", tab: "经历与动态" },
      },
    ],
  },
  {
    path: "/west", title: "西方艺术", icon: "profile",
    routes: [
      { path: "/west/westart", title: "西方作品", access: ["westart"], view: "westernWork" },
      { path: "/west/westart/view", title: "西方作品高清查看", access: ["westart"], hidden: true, fullScreen: true, view: "deepZoom" },
      { path: "/west/westartist", title: "西方艺术家", access: ["artist"], view: "westernArtist" },
    ],
  },
  {
    path: "/others", title: "其他资源", icon: "form",
    routes: [
      { path: "/others/book", title: "图书", access: ["book"], view: "book" },
      { path: "/others/book/view", title: "图书详情", access: ["book"], hidden: true, fullScreen: true, view: "bookReader" },
      { path: "/others/photo", title: "照片", access: ["photo"], view: "photo" },
      { path: "/others/photo/view", title: "照片高清查看", access: ["photo"], hidden: true, fullScreen: true, view: "deepZoom" },
    ],
  },
  {
    path: "/article", title: "文章", icon: "form", key: "a",
    routes: [
      { path: "/article/article", title: "文章管理", access: ["article"], view: "article" },
      { path: "/article/create", title: "创建文章", access: ["article"], view: "articleComposer" },
      { path: "/article/preview", title: "文章预览", access: ["article"], view: "articlePreview" },
      { path: "/article/diaft", title: "公众号文章", access: ["order"], view: "oaDraft" },
    ],
  },
  {
    path: "/tourist", title: "游客管理", icon: "user", access: ["order"], key: "t",
    routes: [
      { path: "/tourist/tourist", title: "游客", view: "visitor" },
      { path: "/tourist/line", title: "线稿", view: "lineDrawing" },
      { path: "/tourist/touristresource", title: "游客资源", view: "visitorResource" },
      { path: "/tourist/resourceAlbum", title: "画单", view: "resourceAlbum" },
      { path: "/tourist/ResourceAlbumDownloadList", title: "画单下载", hidden: true, view: "albumDownload" },
      { path: "/tourist/compare", title: "作品对比图", view: "compareImage" },
      { path: "/tourist/groupapply", title: "团购申请", access: ["group"], view: "groupPurchaseApplication" },
      { path: "/tourist/invoice", title: "发票管理", view: "invoiceRequest" },
      // Not in spec §2: finance's worklist of issued invoices whose order was fully refunded (commerce.md §5.8, Q11).
      {
        path: "/tourist/invoice/redFlush", title: "待红冲发票", view: "invoiceRequest",
        preset: { fixed: { needsRedFlush: true, status: "ISSUED" }, columns: ["requestNo", "orderId", "visitorId", "amount", "title", "invoiceNumber", "issuedAt", "handler"] },
      },
      { path: "/tourist/coupon", title: "会员兑换码", access: ["coupon"], view: "redeemCodeBatch" },
      { path: "/tourist/vipwork", title: "会员工单审批", view: "vipWorkOrder" },
      { path: "/tourist/address", title: "地址信息", view: "address" },
      // The visitor's slide-over tabs 课程 and 画单 (issue 25): the same lists, under one visitor.
      { path: "/tourist/tourist/course", title: "用户课程", hidden: true, view: "courseStudent", parent: { resource: "visitor", key: "visitorId", tab: "课程" } },
      { path: "/tourist/tourist/album", title: "用户画单", hidden: true, view: "resourceAlbum", parent: { resource: "visitor", key: "visitorId", tab: "画单" } },
    ],
  },
  {
    path: "/sellAdmin", title: "营销", icon: "shop", key: "k",
    routes: [
      { path: "/sellAdmin/TeamBuyList", title: "拼团", access: ["order"], view: "teamBuyActivity" },
      { path: "/sellAdmin/TeamBuyList/TeamBuyDesc", title: "拼团详情", access: ["order"], hidden: true, view: "teamBuyTeam" },
      { path: "/sellAdmin/TeamBuyList/TeamBuyDesc/TeamBuyTourist", title: "拼团成员详情", access: ["order"], hidden: true, view: "teamBuyMember" },
      { path: "/sellAdmin/SpikesList", title: "秒杀", access: ["order"], view: "flashSale" },
      { path: "/sellAdmin/ShiyActivityList", title: "折扣活动", access: ["shiy"], view: "discountActivity" },
      { path: "/sellAdmin/ShiyCouponList", title: "优惠券", access: ["shiy"], view: "coupon" },
      { path: "/sellAdmin/courseactivity", title: "课程活动", access: ["shiy"], view: "courseActivity" },
      { path: "/sellAdmin/courseactivityclassify", title: "课程活动详情", access: ["shiy"], hidden: true, view: "courseActivitySection" },
    ],
  },
  {
    path: "/order", title: "订单", icon: "shopping", access: ["order"], key: "o",
    routes: [
      {
        path: "/order/vip", title: "会员订单", view: "order",
        preset: { fixed: { orderType: "VIP" }, filters: ["orderNo", "visitorId", "status", "paidAt", "vipLevel", "vipGoodsId", "payChannel", "fulfilStatus", "isRenewal", "autoRenew", "platform", "payAmount", "invoiceStatus", "channelTradeNo", "originalTransactionId"], columns: ["orderNo", "visitorId", "vipGoodsId", "vipLevel", "durationDays", "payAmount", "payChannel", "status", "fulfilStatus", "paidAt", "isRenewal", "autoRenew", "refundedAmount", "remark"] },
      },
      {
        path: "/order/topup", title: "充值订单", view: "order",
        preset: { fixed: { orderType: "TOPUP" }, filters: ["orderNo", "visitorId", "status", "paidAt", "payChannel", "payAmount", "platform", "invoiceStatus", "channelTradeNo", "originalTransactionId"], columns: ["orderNo", "visitorId", "payAmount", "bonusAmount", "creditAmount", "balanceAfter", "payChannel", "status", "paidAt", "refundedAmount", "remark"] },
      },
      { path: "/order/shiyauthornotice", title: "驻留计划台账", view: "artistLedgerEntry" },
      // Not in spec §2: the AUCTION orders written at 结算 (content.md §8.7), opened here from the palette and the lots.
      {
        path: "/order/auction", title: "拍卖订单", view: "order",
        preset: { fixed: { orderType: "AUCTION" }, filters: ["orderNo", "visitorId", "status", "paidAt", "payChannel", "payAmount", "platform", "invoiceStatus", "channelTradeNo"], columns: ["orderNo", "visitorId", "payAmount", "payChannel", "status", "expireAt", "paidAt", "closedAt", "refundedAmount", "remark"] },
      },
      {
        path: "/order/course", title: "课程订单", view: "order",
        preset: { fixed: { orderType: "COURSE" }, filters: ["orderNo", "visitorId", "status", "paidAt", "courseName", "courseType", "promotionType", "fulfilStatus", "payChannel", "payAmount", "courseId", "classId", "teamId", "platform", "invoiceStatus", "channelTradeNo"], columns: ["orderNo", "visitorId", "courseName", "courseType", "promotionType", "totalAmount", "discountAmount", "payAmount", "payChannel", "status", "fulfilStatus", "paidAt", "refundedAmount", "remark"] },
      },
      { path: "/order/bookkeeping", title: "账单管理", view: "bookkeepingEntry" },
      // Not in spec §2: the 对账 tab of /order/bookkeeping (commerce.md §2.5) as a screen of its own, in the menu so that it is reachable.
      { path: "/order/bookkeeping/reconcile", title: "渠道对账", view: "reconcileBatch" },
      // Not in spec §2 (commerce.md §13, provisional): the finance queue of 需退款 payments, beside 对账.
      { path: "/order/bookkeeping/exceptions", title: "待处理款项", view: "paymentException", preset: { fixed: { status: "PENDING" } } },
      { path: "/order/bookkeeping/exceptions/history", title: "款项处理记录", view: "paymentException" },
      { path: "/order/wxpay", title: "微信支付", view: "wxPayTransaction" },
      { path: "/order/alipay", title: "支付宝支付", view: "alipayTrade" },
      { path: "/order/appstorereceipt", title: "App Store 收据", view: "appStoreReceipt" },
      { path: "/order/appstorenotice", title: "App Store 通知", view: "appStoreNotification" },
      { path: "/order/groupconf", title: "团购配置", access: ["group"], view: "groupPurchaseConf" },
      { path: "/order/vipGoods", title: "会员商品", access: ["goodsadmin"], view: "vipGoods" },
    ],
  },
  {
    path: "/point", title: "积分宝箱", icon: "fund-projection-screen", access: ["point"], key: "p",
    routes: [
      { path: "/point/pointorder", title: "积分订单", view: "pointsOrder" },
      { path: "/point/goods", title: "积分商品", view: "pointsGoods" },
      { path: "/point/pointlog", title: "积分日志", view: "pointsLog" },
      { path: "/point/batch", title: "赠送积分", view: "pointsGiftBatch" },
      { path: "/point/xiaoecoupon", title: "小鹅通兑换码", view: "xiaoeCode" },
    ],
  },
  {
    path: "/wudang", title: "运营工具", icon: "mobile", key: "n",
    routes: [
      { path: "/wudang/commnet", title: "用户反馈", access: ["commnet"] },
      { path: "/wudang/recom", title: "小编推荐", access: ["recommend"] },
      { path: "/wudang/clientModule", title: "客户端更新红点", access: ["notice"] },
      { path: "/wudang/Toolbar", title: "工具栏", access: ["notice"] },
      { path: "/wudang/notice", title: "通知", access: ["notice"] },
      { path: "/wudang/live", title: "直播", access: ["notice"] },
      { path: "/wudang/searchhotwords", title: "搜索热词", access: ["notice"] },
      { path: "/wudang/auction", title: "拍卖", access: ["notice"] },
      { path: "/wudang/video_channel", title: "视频号", access: ["notice"] },
      { path: "/wudang/project", title: "线上展览", access: ["project"] },
      { path: "/wudang/category", title: "分类馆管理", access: ["project"], view: "categoryHall" },
      { path: "/wudang/clientConfig", title: "客户端管理", access: ["project"], view: "clientConfig" },
      { path: "/wudang/Issue", title: "常见问题管理", access: ["project"] },
      { path: "/wudang/pushMsgList", title: "推送消息", access: ["artist"] },
      { path: "/wudang/RecommendTheme", title: "推荐主题", access: ["artist"] },
    ],
  },
  {
    path: "/project", title: "展览作品", icon: "picture", access: ["project"],
    routes: [{ path: "/project/works", title: "展览作品", unnamed: true }],
  },
  {
    path: "/dataadmin", title: "基础数据", icon: "field-time", parentUnchecked: true, key: "b",
    routes: [
      { path: "/dataadmin/museum", title: "博物馆管理", access: ["suha"], view: "museum", key: "m" },
      { path: "/dataadmin/dicts", title: "素材字典", access: ["suha"], view: "dict" },
      { path: "/dataadmin/config", title: "字典配置", access: ["suha"], view: "dictConfig" },
      { path: "/dataadmin/record", title: "数据变更记录", access: ["suha"], view: "dataChange" },
      { path: "/dataadmin/baseDevice", title: "设备列表", access: ["artist"] },
      { path: "/dataadmin/CategoryLabels", title: "分类标签", access: ["artist"], view: "tagType" },
      // Not in spec §2: the items of one tag type as the generic child list (?typeId=…), reached from a type.
      { path: "/dataadmin/CategoryLabels/items", title: "标签", access: ["artist"], hidden: true, view: "tagItem" },
    ],
  },
  {
    path: "/revise", title: "外包标注", icon: "scan", access: ["suha"], key: "r",
    routes: [
      { path: "/revise/sliceTags", title: "标注标签" },
      { path: "/revise/list", title: "修订列表" },
      { path: "/revise/task", title: "修订任务查询", view: "reviseTaskReport" },
      { path: "/revise/hdplist", title: "标注列表" },
      { path: "/revise/slicelist", title: "标注切片列表" },
      { path: "/revise/hdpslice", title: "标注高清图", access: ["hdpic"], hidden: true, noLayout: true, view: "annotationCanvas" },
    ],
  },
  {
    path: "/tools", title: "数据工具", icon: "tool", key: "x",
    routes: [
      { path: "/tools/crawler", title: "全局爬虫", access: ["crawler"] },
      { path: "/tools/crawler/runs", title: "爬虫运行记录", access: ["crawler"], hidden: true },
      { path: "/tools/aishitu", title: "识图记录", access: ["shitu"] },
      { path: "/tools/glyph", title: "字形采集", access: ["glyph"] },
      { path: "/tools/ygsfTotals", title: "YGSF 分页", access: ["glyph"] },
      { path: "/tools/ygsfFonts", title: "YGSF 字形采集", access: ["glyph"] },
      { path: "/tools/budartart", title: "西方作品数据", access: ["budart"] },
      { path: "/tools/budartartist", title: "西方艺术家数据", access: ["budart"] },
      {
        path: "/tools/budartartist/art", title: "艺术家作品", access: ["budart"], hidden: true, view: "budartWork",
        parent: { resource: "budartArtist", key: "budartArtistId", tab: "作品" },
      },
    ],
  },
  {
    path: "/sysadmin", title: "系统管理", icon: "user-add", parentUnchecked: true, key: "u",
    routes: [{ path: "/sysadmin/users", title: "用户管理", access: ["sysadmin"], view: "consoleUser" }],
  },
  {
    path: "/zxb", title: "AI 助手", icon: "comment", access: ["sysadmin"], key: "i",
    routes: [
      { path: "/zxb/listChatAiSession", title: "对话主题" },
      { path: "/zxb/listChatAiRecord", title: "问答记录" },
    ],
  },
] as const satisfies readonly RouteSection[];

/** Routes outside the menu sections (spec §2 "Special routes", "Login and account"). */
export const SPECIAL_ROUTES = [
  { path: "/user/login", title: "登录", noLayout: true, access: [], view: "login" },
  { path: "/account", title: "个人设置", access: [], view: "account" },
  { path: "/welcome", title: "欢迎", access: [], view: "welcome" },
  { path: "/exception", title: "出错了", access: [], view: "exception" },
] as const satisfies readonly RouteDef[];

/** A screen with its section and the objects it is checked against, inheritance resolved. */
export interface ResolvedRoute extends RouteDef {
  readonly section: RouteSection | null;
  readonly objects: readonly AccessObject[];
}

/** The resource that declares a route (its `route`) as the grid and editor it renders. */
function viewOfPath(path: string): ViewName | undefined {
  return (RESOURCE_ROUTES as Readonly<Record<string, ResourceName | undefined>>)[path];
}

/** A route with its view resolved: its own `view`, else that of the resource declaring its path (`route:`). */
export function withView<R extends RouteDef>(route: R): R {
  if (route.view !== undefined) return route;
  const view = viewOfPath(route.path);
  return view === undefined ? route : { ...route, view };
}

/** Every route of spec §2, flat, with the objects each route check tests. */
export const ALL_ROUTES: readonly ResolvedRoute[] = [
  ...SPECIAL_ROUTES.map((r) => ({ ...r, section: null, objects: r.access })),
  ...ROUTE_SECTIONS.flatMap((section: RouteSection) =>
    section.routes.map((r: RouteDef) => ({ ...withView(r), section, objects: r.access ?? section.access ?? [] })),
  ),
];

/**
 * The menu screen a record opens on: of the routes listing its resource, the one whose preset fits the
 * record (an AUCTION order on 拍卖订单, not on the first order screen); without a fitting one, a route
 * with no preset, else the first.
 */
export function recordRoute(resource: string, record?: Readonly<Record<string, unknown>>): ResolvedRoute | undefined {
  const routes = ALL_ROUTES.filter((r) => r.view === resource && !r.hidden);
  const fits = record && routes.find((r) => r.preset && Object.entries(r.preset.fixed).every(([k, v]) => record[k] === v));
  return fits || routes.find((r) => !r.preset) || routes[0];
}

/** The fields the presets of a resource's menu routes fix (orderType for orders): what `recordRoute` reads of a record. */
export function routePresetKeys(resource: string): string[] {
  const routes = ALL_ROUTES.filter((r) => r.view === resource && !r.hidden && r.preset);
  return [...new Set(routes.flatMap((r) => Object.keys(r.preset?.fixed ?? {})))];
}
