import { businessNo } from "../../resources/businessNo";
import { seededRandom } from "../factory";

const DAY = 86_400_000;

/** Organisations that apply for bulk VIP (fictional; real city names, no real institution). */
const ORGS: readonly (readonly [string, string, number])[] = [
  ["杭州市某实验小学", "SCHOOL", 120], ["某美术培训中心", "TRAINING", 60], ["某设计公司", "COMPANY", 30], ["南京某中学美术组", "SCHOOL", 45],
  ["苏州某美术馆", "MUSEUM", 25], ["成都某大学艺术学院", "UNIVERSITY", 260], ["深圳某文化传媒有限公司", "COMPANY", 80], ["武汉某少儿画室", "TRAINING", 18],
  ["西安某区文化馆", "GOVERNMENT", 35], ["北京某国际学校", "SCHOOL", 150], ["上海某建筑设计院", "COMPANY", 55], ["广州某书画院", "OTHER", 22],
  ["长沙某师范学院美术系", "UNIVERSITY", 320], ["厦门某动漫工作室", "COMPANY", 12], ["青岛某青少年宫", "GOVERNMENT", 70], ["宁波某博物馆", "MUSEUM", 40],
  ["合肥某艺考画室", "TRAINING", 90], ["天津某高中", "SCHOOL", 48],
];
const CONTACTS = ["周老师", "王主任", "李经理", "陈馆长", "刘老师", "张女士", "赵先生", "孙老师", "吴主任", "郑经理"];

export type GroupApplyStatus = "SUBMITTED" | "CONTACTED" | "QUOTED" | "APPROVED" | "PAID" | "DELIVERED" | "REJECTED" | "CANCELLED";

export interface GroupApplySeed {
  readonly applyNo: string;
  readonly orgName: string;
  readonly orgType: string;
  readonly seats: number;
  readonly contactName: string;
  readonly contactMobile: string;
  readonly at: number;
  readonly status: GroupApplyStatus;
}

/**
 * The group-purchase applications of the seed world (commerce.md §5.7: 36 over 12 months, 14
 * DELIVERED, 6 REJECTED, 4 SUBMITTED, the rest on the way), scaled. Shared by the applications'
 * factory and the redeem-code batches' (a delivered application's batch of `seats` codes).
 */
export function groupApplications(now: number, scale: number): GroupApplySeed[] {
  const random = seededRandom("groupPurchaseApplication.world");
  const total = Math.max(8, Math.round(36 * scale));
  const share = (n: number) => Math.max(1, Math.round((n * total) / 36));
  const plan: GroupApplyStatus[] = [
    ...Array<GroupApplyStatus>(share(14)).fill("DELIVERED"), ...Array<GroupApplyStatus>(share(6)).fill("REJECTED"),
    ...Array<GroupApplyStatus>(share(4)).fill("SUBMITTED"), ...Array<GroupApplyStatus>(share(3)).fill("CANCELLED"),
  ];
  const middle: GroupApplyStatus[] = ["CONTACTED", "QUOTED", "APPROVED", "PAID"];
  while (plan.length < total) plan.push(middle[plan.length % middle.length] as GroupApplyStatus);
  const out: GroupApplySeed[] = [];
  for (let i = 0; i < total; i++) {
    const [orgName, orgType, seats] = ORGS[i % ORGS.length] as readonly [string, string, number];
    // Older ones are decided, recent ones still open: the plan is sorted oldest first.
    const status = plan[i] as GroupApplyStatus;
    const open = ["SUBMITTED", "CONTACTED", "QUOTED", "APPROVED", "PAID"].includes(status);
    const daysAgo = open ? 2 + Math.floor(random() * 30) : 40 + Math.floor(random() * 320);
    const at = now - daysAgo * DAY - Math.floor(random() * 8) * 3_600_000;
    out.push({
      applyNo: businessNo("GA", at, Math.floor(random() * 1_000_000)),
      orgName: i < ORGS.length ? orgName : `${orgName}（${Math.floor(i / ORGS.length) + 1}期）`,
      orgType, seats: Math.max(10, seats + Math.floor(random() * 10)),
      contactName: CONTACTS[i % CONTACTS.length] as string,
      contactMobile: `1${[37, 38, 39, 77, 78, 91, 99][i % 7]}${String(Math.floor(random() * 100_000_000)).padStart(8, "0")}`,
      at, status,
    });
  }
  return out;
}
