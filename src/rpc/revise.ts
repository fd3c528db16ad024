import { rpc, type CallOptions } from "./transport";

/** One line of the revise task report (ReviseServiceAdmin/getReviseTaskReport). */
export interface ReviseReportRow {
  key: string; label: string; tasks: number; sliceCount: number; approvedCount: number; rejectedCount: number;
  rejectionRate: number; completed: number; onTime: number; onTimeRate: number; amount: number;
}

/** Outsourced annotation (content.md §11): the task report and its settlement. The canvas's methods are listed in the API note of issue 24. */
export const reviseAdmin = {
  getReviseTaskReport: (jsonq: string, groupBy: string, options?: CallOptions) =>
    rpc<{ data: ReviseReportRow[]; totals: ReviseReportRow }>("ReviseServiceAdmin/getReviseTaskReport", { cond: { jsonq }, groupBy }, options),
  settleReviseTasks: (jsonq: string) => rpc<{ data: { count: number; settlementNo: string | null; amount: number } }>("ReviseServiceAdmin/settleReviseTasks", { cond: { jsonq } }),
};
