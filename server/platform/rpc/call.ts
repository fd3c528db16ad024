import type { AccessObject } from "../../../src/catalogue";
import type { SessionUser } from "../auth/sessions";
import type { Config } from "../config";
import type { Db, Dialect } from "../db/types";

/** What the server was started with: the database, settings, clock and signing secret. */
export interface ServerDeps {
  readonly db: Db;
  readonly dialect: Dialect;
  readonly config: Config;
  /** The clock, injectable so that tests can move time (sessions, throttling, expiry). */
  readonly now: () => number;
  /** HMAC key for upload policies and signed URLs, shared by every process through the database. */
  readonly secret: string;
}

/** One RPC call: the server's dependencies plus who called, from where, and which method. */
export interface Call extends ServerDeps {
  readonly user: SessionUser | null;
  readonly ip: string;
  readonly path: string;
  /** The raw token of the call's context, when it had one. */
  readonly token: string | undefined;
  /** The origin the request came to (`http://host:port`); absent for calls a job makes. */
  readonly origin?: string;
}

/** A call known to come from a signed-in user. */
export interface AuthedCall extends Call {
  readonly user: SessionUser;
}

export type Access =
  | { readonly kind: "public" }
  | { readonly kind: "session" }
  | { readonly kind: "right"; readonly object: AccessObject; readonly level: "READ" | "WRITE" };

export const PUBLIC: Access = { kind: "public" };
export const SIGNED_IN: Access = { kind: "session" };
export const read = (object: AccessObject): Access => ({ kind: "right", object, level: "READ" });
export const write = (object: AccessObject): Access => ({ kind: "right", object, level: "WRITE" });
