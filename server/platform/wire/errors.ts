import { RPC_STATUS_NAMES, RpcStatus, type RpcStatusName } from "../../../src/catalogue";

// The failures a caller sees on the wire (DESIGN.md §4, spec §8). They sit below every other part of
// the platform, the database included: db/postgresDeadline.ts answers a statement cut off by its
// timeout as DEADLINE_EXCEEDED, and rpc/ (which needs the database) answers them all.

/** A protocol failure: answered with a non-2xx status and `{code: <number>, message}`. */
export class RpcError extends Error {
  readonly status: number;
  constructor(status: RpcStatusName, message: string) {
    super(message);
    this.name = "RpcError";
    this.status = RpcStatus[status];
  }
}

/** A refusal the user can act on: HTTP 200 with `{code: <string other than SUCCESS>, message}`. */
export class BusinessError extends Error {
  readonly code: string;
  constructor(code: string, message: string) {
    super(message);
    this.name = "BusinessError";
    this.code = code;
  }
}

const HTTP_BY_STATUS: Partial<Record<RpcStatusName, number>> = {
  CANCELLED: 499,
  INVALID_ARGUMENT: 400,
  DEADLINE_EXCEEDED: 504,
  NOT_FOUND: 404,
  ALREADY_EXISTS: 409,
  PERMISSION_DENIED: 403,
  RESOURCE_EXHAUSTED: 429,
  FAILED_PRECONDITION: 400,
  ABORTED: 409,
  OUT_OF_RANGE: 400,
  // An unknown method is the caller's mistake: a 4xx, never a 5xx.
  UNIMPLEMENTED: 404,
  UNAVAILABLE: 503,
  UNAUTHENTICATED: 401,
};

/** The HTTP status that carries a gRPC status number. */
export function httpStatusOf(status: number): number {
  const name = RPC_STATUS_NAMES[status];
  return (name && HTTP_BY_STATUS[name]) ?? 500;
}

export const invalid = (message: string) => new RpcError("INVALID_ARGUMENT", message);
export const notFound = (message = "记录不存在") => new RpcError("NOT_FOUND", message);
/** The caller may not do this to this record (a rule of who, not of rights: the submitter, the approver). */
export const denied = (message: string) => new RpcError("PERMISSION_DENIED", message);
export const conflict = () => new RpcError("ABORTED", "该记录已被他人修改，请刷新后重试");
/** The record's state does not allow the call (HTTP 400, FAILED_PRECONDITION): the message says what to do first. */
export const precondition = (message: string) => new RpcError("FAILED_PRECONDITION", message);
