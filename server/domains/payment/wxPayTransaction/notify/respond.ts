/** Why a notification was not taken: the channel is not configured, its signature or content is bad, or our processing failed. */
export type Refusal = { kind: "notConfigured" | "unverified" | "failed"; reason: string };

/** HTTP status of a refusal: a channel retries on any non-2xx answer, which is what an unprocessed notification needs. */
export function refusalStatus(r: Refusal): 401 | 500 | 503 {
  return r.kind === "notConfigured" ? 503 : r.kind === "unverified" ? 401 : 500;
}
