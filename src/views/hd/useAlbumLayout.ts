import { useCallback, useEffect, useState } from "react";
import { rpc } from "../../rpc/transport";
import type { Layout, LayoutItem, Section } from "./layoutModel";

type Rec = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : "");

/** Loads an album, its items in order and their images' titles and thumbnails. */
async function loadAlbum(albumId: number): Promise<{ album: Rec; layout: Layout }> {
  const album = (await rpc<{ data: Rec }>("HdpServiceAdmin/getHdAlbum", { Id: albumId })).data;
  const items = (await rpc<{ data: Rec[] }>("HdpServiceAdmin/listHdAlbumItem", {
    cond: { jsonq: JSON.stringify({ albumId }) }, page: { skip: 0, limit: 1000 }, sort: { by: "sort", asc: true }, count: "none",
  })).data;
  const ids = [...new Set(items.map((i) => Number(i.hdImageId)))];
  const images = ids.length === 0 ? [] : (await rpc<{ data: Rec[] }>("HdpServiceAdmin/listHdImage", {
    cond: { jsonq: JSON.stringify({ Id: ids }) }, page: { skip: 0, limit: 1000 }, count: "none",
  })).data;
  const byId = new Map(images.map((m) => [Number(m.Id), m]));
  const layoutItems: LayoutItem[] = items.map((i) => {
    const image = byId.get(Number(i.hdImageId));
    return {
      Id: Number(i.Id), hdImageId: Number(i.hdImageId), label: text(i.label), caption: text(i.caption), sectionKey: text(i.sectionKey),
      title: text(image?.title) || `高清图 #${String(i.hdImageId)}`, code: text(image?.code), thumbnail: text(image?.thumbnail),
    };
  });
  const sections = Array.isArray(album.sections) ? (album.sections as Section[]).filter((s) => typeof s?.key === "string") : [];
  return { album, layout: { items: layoutItems, sections, coverImageId: typeof album.coverImageId === "number" ? album.coverImageId : null } };
}

/** The editor's data: the album as read (its utime is the save's version), the layout being edited, and whether it changed. */
export function useAlbumLayout(albumId: number | null) {
  const [album, setAlbum] = useState<Rec | null>(null);
  const [layout, setLayoutState] = useState<Layout | null>(null);
  const [dirty, setDirty] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  const reload = useCallback(async () => {
    if (albumId === null) return;
    try {
      const loaded = await loadAlbum(albumId);
      setAlbum(loaded.album);
      setLayoutState(loaded.layout);
      setDirty(false);
      setFailed(null);
    } catch (err) {
      setFailed(err instanceof Error ? err.message : "图集没有加载");
    }
  }, [albumId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const setLayout = useCallback((next: (l: Layout) => Layout) => {
    setLayoutState((l) => (l ? next(l) : l));
    setDirty(true);
  }, []);

  return { album, layout, dirty, failed, reload, setLayout, setAlbum, setDirty };
}
