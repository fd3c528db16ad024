import { defineFixture } from "../../fixture";

export const fixture = defineFixture("device", {
  // A type from the catalogue's list; calibrated once, so the due date is computed.
  given: { deviceType: "digitalBack", lastCalibrationDate: "2026-09-01", calibrationIntervalDays: 90 },
});
