/** Why a call gave the caller nothing. `shown` says the user has already seen a message for it. */
export class RpcFailure extends Error {
  constructor(
    message: string,
    /** gRPC status number, or -1 for a business refusal, or null when no answer arrived. */
    readonly status: number | null,
    readonly kind: "refused" | "failed" | "network",
    readonly shown: boolean,
    /** A business refusal's own code (e.g. "ALREADY_EXISTS"), as the server sent it. */
    readonly code?: string | number,
  ) {
    super(message);
    this.name = "RpcFailure";
  }
}

export const isRpcFailure = (e: unknown): e is RpcFailure => e instanceof RpcFailure;
