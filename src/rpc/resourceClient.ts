import { methodName, transitionMethodName, transitionOf, type ResourceDef, type ResourceOp } from "../catalogue";
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
    /** One of the resource's transitions by its catalogue name (`verify` → `verifyGlyph`). */
    transition: (name: string, payload: Record<string, unknown>, options?: CallOptions) => {
      const transition = transitionOf(def, name);
      if (!transition) throw new Error(`${def.name}: no transition ${name}`);
      return rpc<{ data?: unknown }>(`${def.service}/${transitionMethodName(def, transition)}`, payload, options);
    },
    /** One of the resource's catalogue actions by its name. */
    action: (name: string, payload: Record<string, unknown>, options?: CallOptions) => {
      if (!def.actions?.some((a) => a.name === name)) throw new Error(`${def.name}: no action ${name}`);
      return rpc(`${def.service}/${name}`, payload, options);
    },
  };
}

export type ResourceClient = ReturnType<typeof resourceClient>;
