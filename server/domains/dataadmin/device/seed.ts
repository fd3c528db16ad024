import { shanghaiDate } from "../../../../src/catalogue";
import { device } from "../../../../src/catalogue/registry";
import { defineSeed } from "../../../seed/factory";
import { calibrationDue } from "./rules";

const DAY = 86_400_000;

interface DeviceSeed {
  readonly name: string;
  readonly deviceType: string;
  readonly brand: string;
  readonly model: string;
  readonly spec: string | null;
  /** How many of it the studio has. */
  readonly count: number;
  readonly intervalDays: number | null;
}

/** content.md §14.1: twenty devices of the capture studio. */
const DEVICES: readonly DeviceSeed[] = [
  { name: "Phase One IQ4 150MP 数码后背", deviceType: "digitalBack", brand: "Phase One", model: "IQ4 150MP", spec: "1.51 亿像素", count: 2, intervalDays: 180 },
  { name: "哈苏 H6D-400c MS 相机", deviceType: "camera", brand: "Hasselblad", model: "H6D-400c MS", spec: "4 亿像素多重拍摄", count: 1, intervalDays: 180 },
  { name: "翻拍扫描仪（A0）", deviceType: "scanner", brand: "Cruse", model: "CS 285ST", spec: "A0 幅面，最高 600 ppi", count: 1, intervalDays: 90 },
  { name: "Epson Expression 12000XL 扫描仪", deviceType: "scanner", brand: "Epson", model: "Expression 12000XL", spec: "A3 幅面，2400 dpi", count: 2, intervalDays: 90 },
  { name: "120mm 微距镜头", deviceType: "lens", brand: "Schneider", model: "LS 120mm f/4 Macro", spec: "1:1 微距", count: 3, intervalDays: 365 },
  { name: "闪光灯组", deviceType: "lighting", brand: "Broncolor", model: "Siros 800 L", spec: "800 J，色温 5500 K", count: 4, intervalDays: 180 },
  { name: "X-Rite ColorChecker SG 色卡", deviceType: "colorTarget", brand: "X-Rite", model: "ColorChecker Digital SG", spec: "140 色块", count: 2, intervalDays: 365 },
  { name: "ColorChecker Classic 24 色卡", deviceType: "colorTarget", brand: "X-Rite", model: "ColorChecker Classic", spec: "24 色块", count: 2, intervalDays: 365 },
  { name: "翻拍架", deviceType: "copyStand", brand: "Kaiser", model: "RS 2XA", spec: "立柱 150 cm", count: 1, intervalDays: null },
  { name: "图像工作站", deviceType: "workstation", brand: "Dell", model: "Precision 7960", spec: "128 GB 内存，校色显示器", count: 2, intervalDays: 90 },
];

/** By position in the list of twenty: two in maintenance (a back, a scanner), one retired (a lamp). */
const IN_MAINTENANCE = new Set([1, 5]);
const RETIRED = 13;
/** Three whose calibration is overdue (the last one longer ago than their interval). */
const OVERDUE = new Set([2, 4, 17]);

export const seed = defineSeed({
  resource: device,
  async run(ctx) {
    // Idempotent: devices already listed (a re-run over an older install) get no demo ones.
    if (await ctx.tx.selectFrom(device.table).select("Id").limit(1).executeTakeFirst()) return;
    const users = await ctx.idsOf("consoleUser");
    const day = (daysAgo: number) => shanghaiDate(ctx.now - daysAgo * DAY);
    let n = 0;
    for (const d of DEVICES) {
      for (let copy = 1; copy <= d.count; copy++) {
        n += 1;
        const interval = d.intervalDays ?? 90;
        // Calibrated a little while ago, or (overdue) longer ago than the interval allows.
        const calibratedDaysAgo = OVERDUE.has(n) ? interval + 5 + n : 3 + ((n * 7) % Math.max(interval - 10, 5));
        const last = d.intervalDays === null ? null : day(calibratedDaysAgo);
        const boughtDaysAgo = 400 + n * 37;
        const status = n === RETIRED ? "retired" : IN_MAINTENANCE.has(n) ? "maintenance" : "available";
        await ctx.insert(device, {
          name: d.count > 1 ? `${d.name} #${copy}` : d.name,
          assetNo: `ZC-${day(boughtDaysAgo).slice(0, 4)}-${String(n * 3 + 40).padStart(4, "0")}`,
          deviceType: d.deviceType, brand: d.brand, model: d.model, spec: d.spec,
          serialNo: `${d.brand.replace(/\W/g, "").slice(0, 3).toUpperCase()}${String(100_000 + n * 7919).slice(-6)}`,
          custodianId: users.length > 0 ? users[n % users.length] : null,
          status,
          purchaseDate: day(boughtDaysAgo),
          // A year of warranty, over for all of them (bought 400 days ago or earlier).
          warrantyEndDate: day(boughtDaysAgo - 365),
          lastCalibrationDate: last,
          calibrationIntervalDays: d.intervalDays,
          calibrationDueDate: calibrationDue(last, d.intervalDays),
          retireReason: status === "retired" ? "灯管老化，输出不稳定，维修费用高于重购" : null,
          remark: status === "maintenance" ? "送厂商检修，预计两周" : null,
        }, { ctime: ctx.now - boughtDaysAgo * DAY, utime: ctx.now - Math.min(calibratedDaysAgo, boughtDaysAgo) * DAY });
      }
    }
  },
});
