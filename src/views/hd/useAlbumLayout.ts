import { useQuery } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { hdAlbum, hdAlbumItem, hdImage } from "../../catalogue/registry";
import { resourceClient } from "../../rpc/resourceClient";
import type { Layout, LayoutItem, Section } from "./layoutModel";

type Rec = Record<string, unknown>;
const text = (v: unknown) => (typeof v === "string" ? v : "");

/** Loads an album, its items in order and their images' titles and thumbnails. */
async function loadAlbum(albumId: number): Promise<{ album: Rec; layout: Layout }> {
  const album = (await resourceClient(hdAlbum).get(albumId)).data;
  const items = (await resourceClient(hdAlbumItem).list({
    cond: { jsonq: JSON.stringify({ albumId }) }, page: { skip: 0, limit: 1000 }, sort: { by: "sort", asc: true }, count: "none",
  })).data;
  const ids = [...new Set(items.map((i) => Number(i.hdImageId)))];
  const images = ids.length === 0 ? [] : (await resourceClient(hdImage).list({
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
  const query = useQuery({
    queryKey: ["albumLayout", albumId], enabled: albumId !== null, retry: false, refetchOnWindowFocus: false,
    queryFn: () => loadAlbum(albumId as number),
  });
  // What the user changed since the load, and the album as the last save answered it.
  const [edited, setEdited] = useState<Layout | null>(null);
  const [saved, setSaved] = useState<Rec | null>(null);
  const [dirty, setDirty] = useState(false);
  const layout = edited ?? query.data?.layout ?? null;
  const album = saved ?? query.data?.album ?? null;
  const failed = query.error ? (query.error instanceof Error ? query.error.message : "图集没有加载") : null;

  const reload = useCallback(async () => {
    setEdited(null);
    setSaved(null);
    setDirty(false);
    await query.refetch();
  }, [query]);

  const setLayout = useCallback((next: (l: Layout) => Layout) => {
    setEdited((e) => {
      const base = e ?? query.data?.layout;
      return base ? next(base) : e;
    });
  }, [query.data]);

  /** After a save: the album's new version; the layout stays as edited but is no longer "changed". */
  const markSaved = useCallback((answer: Rec) => {
    setSaved(answer);
    setDirty(false);
  }, []);
  const edit = useCallback((next: (l: Layout) => Layout) => {
    setLayout(next);
    setDirty(true);
  }, [setLayout]);

  return { album, layout, dirty, failed, reload, setLayout: edit, markSaved };
}
