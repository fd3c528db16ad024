import type { PushAdapter, PushRequest } from "./jpush";

/** A push adapter in memory for tests: it keeps what it was asked to send and answers made-up ids. */
export function memoryPushAdapter(): PushAdapter & { sent: PushRequest[] } {
  const sent: PushRequest[] = [];
  return {
    sent,
    push(request) {
      sent.push(request);
      return Promise.resolve({ msgId: `test-msg-${sent.length}` });
    },
    report: (ids) => Promise.resolve(ids.map((msgId) => ({ msgId, received: 90, clicks: 6 }))),
  };
}
