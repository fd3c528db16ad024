import type { AuthedCall } from "../../../platform/rpc/call";

/** A one-line follow-up appended to an application's history (never edited). */
export interface FollowUp {
  readonly at: number;
  readonly by: string;
  readonly note: string;
}

export function withFollowUp(current: unknown, call: AuthedCall, note: string): FollowUp[] {
  const list = Array.isArray(current) ? (current as FollowUp[]) : [];
  return [...list, { at: call.now(), by: call.user.userName, note }];
}
