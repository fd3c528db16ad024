import type { LiveVendor } from "./liveVendor";

/** A vendor in memory for tests: it signs nothing and reaches no one, and says so in its addresses. */
export function memoryLiveVendor(): LiveVendor & { issued: string[] } {
  const issued: string[] = [];
  return {
    issued,
    issuePushUrl(streamName, expiresAt) {
      issued.push(streamName);
      return Promise.resolve({ pushUrl: `rtmp://push.test.invalid/live/${streamName}?expires=${expiresAt}`, playUrls: null });
    },
  };
}
