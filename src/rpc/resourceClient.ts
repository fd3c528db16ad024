import { methodName, type ResourceDef, type ResourceOp } from "../catalogue";
import type { ListPayload } from "./listPayload";
import { rpc, type CallOptions } from "./transport";

/** A stored record as the server answers it. */
export interface Rec {
  Id: number;
  ctime: number;
  utime: number;
  [key: string]: unknown;
}

/** A page of records; `total` unless the call asked for count "none", an estimate when `estimated`. */
export interface ListAnswer {
  data: Rec[];
  total?: number;
  estimated?: boolean;
}

/** The generic methods of one catalogue resource (DESIGN.md §4), typed. */
export function resourceClient(def: ResourceDef) {
  const path = (op: ResourceOp) => `${def.service}/${methodName(def, op)}`;
  return {
    list: (payload: ListPayload, options?: CallOptions) => rpc<ListAnswer>(path("list"), payload, options),
    get: (Id: number, options?: CallOptions) => rpc<{ data: Rec }>(path("get"), { Id }, options),
    create: (data: Record<string, unknown>, options?: CallOptions) => rpc<{ data: Rec }>(path("create"), { data }, options),
    update: (Id: number, utime: number, data: Record<string, unknown>, options?: CallOptions) =>
      rpc<{ data: Rec }>(path("update"), { Id, utime, data }, options),
    remove: (Id: number, utime?: number, options?: CallOptions) => rpc(path("delete"), { Id, utime }, options),
  };
}

export type ResourceClient = ReturnType<typeof resourceClient>;
