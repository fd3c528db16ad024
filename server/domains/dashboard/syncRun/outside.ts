/**
 * The outside systems of the sync tasks (commerce.md §7.6): 微信/支付宝账单下载, App Store 交易补拉,
 * 小鹅通兑换码对账, 高清图→CDN 预热. One adapter per channel; the embedded default is none, so a run of
 * such a task ends 失败 with 「未配置…」 as its error and changes nothing — never a made-up success. A
 * deployment (or a test) installs the channel that really talks to the system with `setSyncChannel`.
 */
import type { Row } from "../../../platform/db/types";
import type { WorkResult } from "./workResult";

export type OutsideWorker = "WXPAY_BILL" | "ALIPAY_BILL" | "APPSTORE_TX" | "XIAOE_CODES" | "CDN_WARMUP";

export interface SyncChannel {
  /** Does the task's work against the outside system; answers what it processed and what failed. */
  pull(task: Row, now: number): Promise<WorkResult>;
}

/** What each unconfigured channel says (the run's error sample). */
export const NOT_CONFIGURED: Readonly<Record<OutsideWorker, string>> = {
  WXPAY_BILL: "未配置微信支付账单下载接口（商户号与 APIv3 密钥），未下载任何账单",
  ALIPAY_BILL: "未配置支付宝账单下载接口（应用 Id 与密钥），未下载任何账单",
  APPSTORE_TX: "未配置 App Store Server API（Issuer Id、密钥 Id 与私钥），未拉取任何交易",
  XIAOE_CODES: "未配置小鹅通开放平台接口（应用 Id 与密钥），未对账任何兑换码",
  CDN_WARMUP: "未配置 CDN 服务（预热接口与密钥），未预热任何图片",
};

const installed = new Map<OutsideWorker, SyncChannel>();

/** Installs (or, with null, removes) the channel of one outside worker. */
export function setSyncChannel(worker: OutsideWorker, channel: SyncChannel | null): void {
  if (channel) installed.set(worker, channel);
  else installed.delete(worker);
}

export function isOutside(worker: string): worker is OutsideWorker {
  return Object.hasOwn(NOT_CONFIGURED, worker);
}

/** The channel's work, or its refusal as a failed run (nothing processed). */
export async function runOutside(worker: OutsideWorker, task: Row, now: number): Promise<WorkResult> {
  const channel = installed.get(worker);
  if (!channel) return { processed: 0, failed: 0, errors: [{ item: String(task.name), reason: NOT_CONFIGURED[worker] }], refused: true };
  return channel.pull(task, now);
}
