/** gRPC status names by number (spec §8), shared by the server's errors and the console's toasts. */
export const RPC_STATUS_NAMES = [
  "OK", "CANCELLED", "UNKNOWN", "INVALID_ARGUMENT", "DEADLINE_EXCEEDED", "NOT_FOUND", "ALREADY_EXISTS",
  "PERMISSION_DENIED", "RESOURCE_EXHAUSTED", "FAILED_PRECONDITION", "ABORTED", "OUT_OF_RANGE",
  "UNIMPLEMENTED", "INTERNAL", "UNAVAILABLE", "DATA_LOSS", "UNAUTHENTICATED",
] as const;

export type RpcStatusName = (typeof RPC_STATUS_NAMES)[number];

export const RpcStatus = Object.fromEntries(RPC_STATUS_NAMES.map((name, i) => [name, i])) as {
  readonly [K in RpcStatusName]: number;
};

/** The business success code of every RPC answer. */
export const RPC_SUCCESS = "SUCCESS";
