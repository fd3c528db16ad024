import type { Rights } from "../catalogue";
import { rpc, type CallOptions } from "./transport";

/** The signed-in user as getUserinfo answers it. */
export interface CurrentUser {
  Id: number;
  userName: string;
  nickName: string;
  role: string;
  state: string;
  acl: { rights: Rights };
}

export interface DictItem { value: string; label: string }
export interface Dict { name: string; label: string; items: DictItem[]; version: number }

export interface ExpiringDomain { Id: number; name: string; expiresAt: string; daysLeft: number; registrar?: string; purpose?: string }

export interface TagNode { Id: number; label: string; value?: string; children?: TagNode[] }

/** Typed clients for the fixed methods of spec §7; resources get theirs from the catalogue (resourceClient). */
export const sysAdmin = {
  login: (p: { userName: string; password: string }) => rpc<{ token: string }>("sys.SysAdmin/login", p, { silent: true }),
  logout: () => rpc("sys.SysAdmin/logout", {}, { silent: true }),
  getUserinfo: (options?: CallOptions) => rpc<CurrentUser>("sys.SysAdmin/getUserinfo", {}, options),
  updatePassword: (p: { oldPassword: string; newPassword: string }) => rpc<{ token: string }>("sys.SysAdmin/updatePassword", p),
  listExpirationIsComingDomain: () => rpc<{ data: ExpiringDomain[] }>("sys.SysAdmin/listExpirationIsComingDomain", {}),
};

export const baseAdmin = {
  getDicts: (dictVersion: Record<string, number>) => rpc<{ dicts?: Record<string, Dict> }>("BaseServiceAdmin/getDicts", { dictVersion }),
  getTags: (tag: string) => rpc<{ data: TagNode[] }>("BaseServiceAdmin/getTags", { tag }),
  getOSSData: (dataType: string) => rpc<{ data: Record<string, unknown> }>("BaseServiceAdmin/getOSSData", { dataType }),
  getSTS: (bucketType: string) => rpc<{ data: Record<string, unknown> }>("BaseServiceAdmin/getSTS", { bucketType }),
  encodeImageURL: (key: string) => rpc<{ url: string }>("BaseServiceAdmin/encodeImageURL", { key }),
};
