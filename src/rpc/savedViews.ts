import { rpc as defaultRpc, type createRpc } from "./transport";

/** Typed calls of SavedViewServiceAdmin (issue 22): a user's named views of one screen, kept on the server. */
const SERVICE = "SavedViewServiceAdmin";

/** What a view restores: the filters as typed (the address's `f.` parameters), the sort and the shown columns. */
export interface SavedViewState {
  filters: Record<string, string>;
  sort?: { by: string; order: "ascend" | "descend" };
  columns?: string[];
}

export interface SavedView {
  Id: number;
  screen: string;
  name: string;
  state: SavedViewState;
  ctime: number;
  utime: number;
}

export function savedViewsClient(rpc: ReturnType<typeof createRpc> = defaultRpc) {
  return {
    list: async (screen: string) => (await rpc<{ data: SavedView[] }>(`${SERVICE}/listSavedView`, { screen })).data,
    save: async (screen: string, name: string, state: SavedViewState, Id?: number) =>
      (await rpc<{ data: SavedView }>(`${SERVICE}/saveSavedView`, { screen, name, state, ...(Id === undefined ? {} : { Id }) })).data,
    remove: async (Id: number) => void await rpc(`${SERVICE}/deleteSavedView`, { Id }),
  };
}
