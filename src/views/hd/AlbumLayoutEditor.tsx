import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { RpcStatus } from "../../catalogue";
import { isRpcFailure } from "../../rpc/failures";
import { present, toast } from "../../rpc/notices";
import { hdpAdmin } from "../../rpc/services";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Kbd } from "../../ui/kbd";
import type { ViewProps } from "../viewProps";
import { LayoutCard } from "./LayoutCard";
import { layoutPayload, moveItem, newSectionKey, withoutSection, type LayoutItem } from "./layoutModel";
import { SectionsPanel } from "./SectionsPanel";
import { useAlbumLayout } from "./useAlbumLayout";

const albumIdOf = (v: string | null) => (v !== null && /^[1-9]\d{0,9}$/.test(v) ? Number(v) : null);

/**
 * /hd/hdpcoll/layout?id= (content.md §17.4): an album's images as cards in order. Alt+↑/↓ moves the
 * focused card, Alt+Home/End to the start or end; ↑/↓ move the focus. Labels, captions, sections and
 * the cover are edited in place; 保存 (Ctrl+S) sends the whole layout in one call from the album's
 * version — when someone changed the album meanwhile, nothing is saved and a dialog offers a reload.
 */
export default function AlbumLayoutEditor({ route }: ViewProps) {
  const [params] = useSearchParams();
  const albumId = albumIdOf(params.get("id"));
  const navigate = useNavigate();
  const { album, layout, dirty, failed, reload, setLayout, markSaved } = useAlbumLayout(albumId);
  const [focus, setFocus] = useState(0);
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const cards = useRef(new Map<number, HTMLLIElement>());
  const pendingFocus = useRef(false);

  const items = useMemo(() => layout?.items ?? [], [layout]);
  useEffect(() => {
    if (!pendingFocus.current) return;
    pendingFocus.current = false;
    const id = items[focus]?.Id;
    if (id !== undefined) cards.current.get(id)?.focus();
  }, [focus, items]);

  const focusAt = useCallback((i: number) => {
    pendingFocus.current = true;
    setFocus(Math.max(0, Math.min(items.length - 1, i)));
  }, [items.length]);

  const move = useCallback((from: number, to: number) => {
    setLayout((l) => ({ ...l, items: moveItem(l.items, from, to) }));
    focusAt(to);
  }, [setLayout, focusAt]);

  const onCardKey = (index: number) => (e: KeyboardEvent<HTMLLIElement>) => {
    const onCard = e.target === e.currentTarget;
    const last = items.length - 1;
    if (e.altKey && e.key === "ArrowUp") move(index, index - 1);
    else if (e.altKey && e.key === "ArrowDown") move(index, index + 1);
    else if (e.altKey && e.key === "Home") move(index, 0);
    else if (e.altKey && e.key === "End") move(index, last);
    else if (onCard && (e.key === "ArrowUp" || e.key === "k")) focusAt(index - 1);
    else if (onCard && (e.key === "ArrowDown" || e.key === "j")) focusAt(index + 1);
    else if (onCard && e.key === "Home") focusAt(0);
    else if (onCard && e.key === "End") focusAt(last);
    else return;
    e.preventDefault();
    e.stopPropagation();
  };

  const save = useCallback(async () => {
    if (!album || !layout || albumId === null || saving) return;
    setSaving(true);
    try {
      const answer = await hdpAdmin.saveAlbumLayout(layoutPayload(albumId, Number(album.utime), layout), { expect: [RpcStatus.ABORTED] });
      markSaved(answer.data);
      present(toast("success", "排版已保存"));
    } catch (err) {
      if (isRpcFailure(err) && err.status === RpcStatus.ABORTED) setConflict(true);
    } finally {
      setSaving(false);
    }
  }, [album, layout, albumId, saving, markSaved]);

  const onViewKey = (e: KeyboardEvent<HTMLElement>) => {
    if ((e.ctrlKey || e.metaKey) && e.key.toLowerCase() === "s") {
      e.preventDefault();
      void save();
    }
  };

  const counts = useMemo(() => {
    const m = new Map<string, number>();
    for (const i of items) if (i.sectionKey) m.set(i.sectionKey, (m.get(i.sectionKey) ?? 0) + 1);
    return m;
  }, [items]);

  if (albumId === null) {
    return (
      <section className="space-y-3 rounded bg-white p-6" data-testid="album-layout">
        <h1 className="text-lg font-medium">{route.title}</h1>
        <p>请从 <Link className="text-primary-active underline" to="/hd/hdpcoll">高清图集</Link> 列表选择一个图集，再用「打开排版」（L）进入。</p>
      </section>
    );
  }
  const patchItem = (id: number, patch: Partial<LayoutItem>) => setLayout((l) => ({ ...l, items: l.items.map((i) => (i.Id === id ? { ...i, ...patch } : i)) }));

  return (
    <section className="space-y-4" data-testid="album-layout" onKeyDown={onViewKey}>
      <header className="flex flex-wrap items-center gap-3 rounded bg-white p-4">
        <h1 className="text-lg font-medium">{route.title}{album ? ` · ${String(album.title)}` : ""}</h1>
        {album && <span className="text-sm text-gray-600">{items.length} 张图{dirty ? " · 有未保存的修改" : ""}</span>}
        <span className="text-xs text-gray-500"><Kbd>Alt</Kbd>+<Kbd>↑</Kbd>/<Kbd>↓</Kbd> 移动，<Kbd>Alt</Kbd>+<Kbd>Home</Kbd>/<Kbd>End</Kbd> 移到首尾，<Kbd>Ctrl</Kbd>+<Kbd>S</Kbd> 保存</span>
        <div className="ml-auto flex gap-2">
          <Button onClick={() => void navigate(`/hd/hdpcoll/view?id=${albumId}`)}>预览</Button>
          <Button onClick={() => void navigate("/hd/hdpcoll")}>返回列表</Button>
          <Button variant="primary" data-testid="layout-save" disabled={!dirty || saving} onClick={() => void save()}>保存排版</Button>
        </div>
      </header>
      {failed && <p role="alert" className="rounded border border-red-200 bg-red-50 p-3 text-red-700">{failed}</p>}
      {!failed && !layout && <p className="text-gray-600">加载中…</p>}
      {layout && (
        <div className="grid gap-4 lg:grid-cols-[1fr_18rem]">
          {items.length === 0
            ? <p className="rounded bg-white p-6 text-gray-600">图集中还没有图片：在高清图集列表用「添加图片」（I），或在高清图列表用「加入图集」（A）。</p>
            : (
              <ol className="grid gap-2" aria-label="图集图片（Alt+↑/↓ 调整顺序）" data-testid="layout-cards">
                {items.map((item, index) => (
                  <LayoutCard key={item.Id} item={item} index={index} total={items.length} sections={layout.sections}
                    cover={layout.coverImageId === item.hdImageId} focused={index === focus}
                    onFocus={() => setFocus(index)} onKeyDown={onCardKey(index)}
                    onChange={(patch) => patchItem(item.Id, patch)}
                    onCover={() => setLayout((l) => ({ ...l, coverImageId: item.hdImageId }))}
                    cardRef={(el) => {
                      if (el) cards.current.set(item.Id, el);
                      else cards.current.delete(item.Id);
                    }} />
                ))}
              </ol>
            )}
          <SectionsPanel sections={layout.sections} counts={counts}
            onAdd={(label) => setLayout((l) => ({ ...l, sections: [...l.sections, { key: newSectionKey(l.sections), label }] }))}
            onRename={(key, label) => setLayout((l) => ({ ...l, sections: l.sections.map((s) => (s.key === key ? { ...s, label } : s)) }))}
            onDelete={(key) => setLayout((l) => withoutSection(l, key))} />
        </div>
      )}
      <ConfirmDialog open={conflict} title="图集已被他人修改" confirmLabel="重新加载"
        description="保存前有人修改了这个图集，本次排版没有保存。重新加载会丢弃你的修改并显示最新排版。"
        onConfirm={() => {
          setConflict(false);
          void reload();
        }}
        onCancel={() => setConflict(false)} />
    </section>
  );
}
