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
  // Sign-out drops the token here whatever happens: a server slower than 5 s does not keep the user waiting.
  logout: () => rpc("sys.SysAdmin/logout", {}, { silent: true, signal: AbortSignal.timeout(5_000) }),
  getUserinfo: (options?: CallOptions) => rpc<CurrentUser>("sys.SysAdmin/getUserinfo", {}, options),
  updatePassword: (p: { oldPassword: string; newPassword: string }) => rpc<{ token: string }>("sys.SysAdmin/updatePassword", p),
  listExpirationIsComingDomain: () => rpc<{ data: ExpiringDomain[] }>("sys.SysAdmin/listExpirationIsComingDomain", {}),
};

export const baseAdmin = {
  getDicts: (dictVersion: Record<string, number>) => rpc<{ dicts?: Record<string, Dict> }>("BaseServiceAdmin/getDicts", { dictVersion }),
  getTags: (tag: string) => rpc<{ data: TagNode[] }>("BaseServiceAdmin/getTags", { tag }),
  getOSSData: (dataType: string) => rpc<{ data: Record<string, unknown> }>("BaseServiceAdmin/getOSSData", { dataType }),
  getSTS: (bucketType: string) => rpc<{ data: Record<string, unknown> }>("BaseServiceAdmin/getSTS", { bucketType }),
  encodeImageURL: (key: string, options?: CallOptions) => rpc<{ url: string; expiresAt?: number }>("BaseServiceAdmin/encodeImageURL", { key }, options),
  /** Records of every resource the user may read whose title matches `q` (the palette). */
  searchRecords: <Hit>(q: string, options?: CallOptions) => rpc<{ data: Hit[] }>("BaseServiceAdmin/searchRecords", { q }, options),
};

/** What the deep-zoom viewers read (content.md §17); the answers' shapes are the viewers' (src/views/deepzoom/types). */
export const viewerAdmin = {
  getImageSet: <ImageSet>(request: Record<string, unknown>, options?: CallOptions) => rpc<{ data: ImageSet }>("ViewerServiceAdmin/getImageSet", request, options),
  getManifest: <Manifest>(type: string | null, Id: number | null, options?: CallOptions) =>
    rpc<{ data: Manifest }>("ViewerServiceAdmin/getManifest", { type, Id }, options),
};

/** The HD library's own methods beside its resources' generic ones. */
export const hdpAdmin = {
  saveAlbumLayout: (payload: Record<string, unknown>, options?: CallOptions) =>
    rpc<{ data: Record<string, unknown> }>("HdpServiceAdmin/saveAlbumLayout", payload, options),
  setSubjectImages: <Image>(subjectType: string, subjectId: number, hdImageIds: readonly number[], options?: CallOptions) =>
    rpc<{ data: Image[] }>("HdpServiceAdmin/setSubjectImages", { subjectType, subjectId, hdImageIds }, options),
};

/** A rich-text field rendered as the apps show it. */
export const richTextAdmin = {
  getRichTextPreview: <Preview>(p: { res: string | null; Id: number; field: string | null }, options?: CallOptions) =>
    rpc<{ data: Preview }>("RichTextServiceAdmin/getRichTextPreview", p, options),
};

/** The multi-level tag tree (spec §7). */
export const multiLevelTagAdmin = {
  getMultiLevelTag: <Node>(typeId: number) => rpc<{ data: { children: Node[] } }>("MultiLevelTagServiceAdmin/getMultiLevelTag", { typeId }),
  createItem: (data: { typeId: number; parentId: number | null; label: string }) => rpc<{ data: { Id: number } }>("MultiLevelTagServiceAdmin/createItem", { data }),
  updateItem: (Id: number, utime: number, data: { label: string }) => rpc("MultiLevelTagServiceAdmin/updateItem", { Id, utime, data }),
  deleteItem: (Id: number, utime: number) => rpc("MultiLevelTagServiceAdmin/deleteItem", { Id, utime }),
  itemSort: (typeId: number, parentId: number | null, ids: number[]) => rpc("MultiLevelTagServiceAdmin/itemSort", { typeId, parentId, ids }),
  batchCreateItem: (typeId: number, parentId: number | null, labels: string[]) =>
    rpc<{ total: number }>("MultiLevelTagServiceAdmin/batchCreateItem", { typeId, parentId, labels }),
};

/** The artist programme's own reads beside its resources' generic methods. */
export const shiyAdmin = {
  /** A programme work with its HD image and the capture that made it (the work viewer's panel). */
  getWorkCapture: <Capture>(Id: number, options?: CallOptions) => rpc<{ data: Capture }>("ShiyServiceAdmin/getWorkCapture", { Id }, options),
  getCaptureMasterThumbnail: (Id: number, options?: CallOptions) => rpc<{ data: { url: string; source: string } }>("ShiyServiceAdmin/getCaptureMasterThumbnail", { Id }, options),
};

/** Articles as the app shows them. */
export const articleAdmin = {
  /** The stored HTML sanitised again, its images signed for the reader. */
  getArticlePreview: <Preview>(Id: number, options?: CallOptions) => rpc<{ data: Preview }>("ArticleServiceAdmin/getArticlePreview", { Id }, options),
};

/** The annotation canvas (/revise/hdpslice, content.md §17.3): its workspace and its slices' writes. */
export const annotationCanvasAdmin = {
  getWorkspace: <Workspace>(request: { taskId: number } | { hdImageId: number }, options?: CallOptions) =>
    rpc<{ data: Workspace }>("ReviseServiceAdmin/getAnnotationWorkspace", request, options),
  saveSlice: <Slice>(p: ({ taskId: number } | { hdImageId: number }) & { Id?: number; utime?: number; data: Record<string, unknown> }, options?: CallOptions) =>
    rpc<{ data: Slice }>("ReviseServiceAdmin/saveAnnotationSlice", p, options),
  removeSlice: (Id: number, utime: number, options?: CallOptions) => rpc("ReviseServiceAdmin/removeAnnotationSlice", { Id, utime }, options),
};
