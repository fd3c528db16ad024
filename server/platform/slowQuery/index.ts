/** Slow calls and statements recorded for real (commerce.md §7.7; README "Slow queries"). */
export { loadSlowQueryConfig, type SlowQueryConfig } from "./config";
export { inCall, noteCaller } from "./context";
export { recorderOf, SlowQueryRecorder } from "./recorder";
export { normaliseSql, opOf, shapeHashOf, tableOf } from "./shape";
