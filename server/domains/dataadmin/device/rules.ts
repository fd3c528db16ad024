import { device } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import type { ResourceHooks } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

const DAY = 86_400_000;
/** Days between calibrations when none is given (content.md §14.1). */
export const DEFAULT_CALIBRATION_DAYS = 90;

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY).toISOString().slice(0, 10);
}

/** 校准到期 = 上次校准 + 校准周期 (90 days when none is given); none before a first calibration. */
export function calibrationDue(lastCalibrationDate: unknown, intervalDays: unknown): string | null {
  if (typeof lastCalibrationDate !== "string" || lastCalibrationDate === "") return null;
  return addDays(lastCalibrationDate, typeof intervalDays === "number" ? intervalDays : DEFAULT_CALIBRATION_DAYS);
}

/** The due date follows every change of the last calibration or the interval. */
const deviceHooks: ResourceHooks = {
  async beforeWrite({ value, current }) {
    if (value.lastCalibrationDate === undefined && value.calibrationIntervalDays === undefined) return value;
    const last = value.lastCalibrationDate !== undefined ? value.lastCalibrationDate : current?.lastCalibrationDate;
    const interval = value.calibrationIntervalDays !== undefined ? value.calibrationIntervalDays : current?.calibrationIntervalDays;
    return { ...value, calibrationDueDate: calibrationDue(last, interval) };
  },
};

/** 设备: the generic methods; 报废 keeps its reason; 记录校准 sets the last calibration and the next due date. */
export const rules = defineRules("device", (registry: MethodRegistry) => {
  registerResource(registry, device, { ...deviceHooks, transitions: { retireDevice: ({ input }) => ({ retireReason: String(input.reason) }) } });
  registerActions(registry, device, {
    recordDeviceCalibration: ({ current, input }) => ({
      lastCalibrationDate: input.calibratedOn,
      calibrationDueDate: calibrationDue(input.calibratedOn, current.calibrationIntervalDays),
    }),
  }, deviceHooks);
});
