import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ChevronDown, ChevronRight } from "lucide-react";
import { useMemo, useRef, useState, type KeyboardEvent } from "react";
import { flushSync } from "react-dom";
import { present, toast } from "../../rpc/notices";
import type { Rec } from "../../rpc/resourceClient";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { ConfirmDialog } from "../../ui/ConfirmDialog";
import { Kbd } from "../../ui/kbd";
import { usePane } from "../../ui/keyScope";
import { BatchDialog } from "./BatchDialog";
import { PromptRow } from "./PromptRow";
import { tagApi, type TagNode } from "./tagApi";
import { moved, treeNavKey, visibleNodes } from "./treeModel";

type Prompt = { kind: "sibling" | "child" | "rename"; node: TagNode | null };

/**
 * The items of one tag type as a tree, driven by the keyboard: ↑/↓ move, →/← open and close,
 * Alt+↑/↓ reorder (itemSort), N new beside, C new under, F2 rename, Delete, B paste many (batchCreateItem).
 */
export function TagTree({ type, canWrite }: { type: Rec | undefined; canWrite: boolean }) {
  const typeId = type?.Id;
  const client = useQueryClient();
  const key = ["tagTree", typeId] as const;
  const tree = useQuery({ queryKey: key, queryFn: () => tagApi.tree(typeId as number), enabled: typeId !== undefined });
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const [focusedId, setFocusedId] = useState<number | null>(null);
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [draft, setDraft] = useState("");
  const [deleting, setDeleting] = useState<TagNode | null>(null);
  const [batch, setBatch] = useState(false);
  const treeRef = useRef<HTMLDivElement | null>(null);
  // The tree is a keyboard pane of its own: the grid beside it never answers keys pressed here.
  const pane = usePane("tagTree");

  const rows = useMemo(() => visibleNodes(tree.data ?? [], collapsed), [tree.data, collapsed]);
  const index = rows.findIndex((r) => r.node.Id === focusedId);
  const current = index >= 0 ? rows[index] : undefined;
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const refocus = () => requestAnimationFrame(() => treeRef.current?.focus());

  if (!type || typeId === undefined) {
    return <aside {...pane.props} className="rounded border border-dashed border-gray-300 bg-white p-6 text-gray-600" data-testid="tag-tree">在左侧选择一个标签类型，这里显示它的标签树。</aside>;
  }

  const setOpen = (node: TagNode, open: boolean) => setCollapsed((c) => {
    const next = new Set(c);
    if (open) next.delete(node.Id);
    else next.add(node.Id);
    return next;
  });
  const startPrompt = (kind: Prompt["kind"], node: TagNode | null) => {
    if (!canWrite) return;
    setPrompt({ kind, node });
    setDraft(kind === "rename" && node ? node.label : "");
  };
  const finishPrompt = async () => {
    const p = prompt;
    const label = draft.trim();
    if (!p) return;
    if (label === "") return present(toast("warning", "请输入标签名称"));
    if (label.length > 64) return present(toast("warning", "标签名称最多 64 个字符"));
    // The line closes and the tree has focus in the same commit as Enter: keys typed ahead while saving act on the tree.
    const focusedBefore = focusedId;
    flushSync(() => setPrompt(null));
    treeRef.current?.focus();
    try {
      if (p.kind === "rename" && p.node) await tagApi.rename(p.node, label);
      else {
        const parentId = p.kind === "child" ? p.node?.Id ?? null : p.node?.parentId ?? null;
        if (p.kind === "child" && p.node) setOpen(p.node, true);
        const id = await tagApi.create(typeId, parentId, label);
        setFocusedId((f) => (f === focusedBefore ? id : f));
      }
      await refresh();
    } catch {
      // The RPC layer has shown why; the line opens again with what was typed, so nothing is lost.
      setPrompt(p);
      setDraft(label);
    }
  };
  const reorder = async (by: -1 | 1) => {
    if (!current || !canWrite) return;
    const ids = moved(current.siblings, current.node.Id, by);
    if (!ids) return;
    await tagApi.sort(typeId, current.parentId, ids);
    await refresh();
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (prompt || e.target !== treeRef.current) return;
    const k = e.key;
    let handled = true;
    if (treeNavKey(e, { rows, index, collapsed, focus: setFocusedId, setOpen, reorder: (by) => void reorder(by) })) {
      // one of the keys every tree shares
    } else if (k === "n") startPrompt("sibling", current?.node ?? null);
    else if (k === "c" && current) startPrompt("child", current.node);
    else if ((k === "F2" || k === "Enter") && current) startPrompt("rename", current.node);
    else if (k === "Delete" && current && canWrite) setDeleting(current.node);
    else if (k === "b" && canWrite) setBatch(true);
    else handled = false;
    if (handled) {
      e.preventDefault();
      e.stopPropagation();
    }
  };

  const promptRow = (level: number) => (
    <PromptRow level={level} rename={prompt?.kind === "rename"} draft={draft} onDraft={setDraft} onSubmit={() => void finishPrompt()}
      onCancel={() => {
        setPrompt(null);
        refocus();
      }} />
  );
  const batchParent = current?.parentId ?? null;
  const batchPlace = batchParent === null ? `${type.label}（顶层）` : rows.find((r) => r.node.Id === batchParent)?.node.label ?? "";

  return (
    <aside {...pane.props} className="flex min-h-[20rem] flex-col rounded border border-gray-200 bg-white" data-testid="tag-tree">
      <header className="flex items-center justify-between border-b border-gray-200 px-4 py-2">
        <h2 className="font-medium">「{String(type.label)}」的标签</h2>
        {canWrite && (
          <div className="flex gap-2 text-sm">
            <Button size="sm" onClick={() => startPrompt("sibling", current?.node ?? null)}>新建 <Kbd>N</Kbd></Button>
            <Button size="sm" onClick={() => setBatch(true)}>批量新建 <Kbd>B</Kbd></Button>
          </div>
        )}
      </header>
      <div ref={treeRef} role="tree" tabIndex={0} aria-label={`${String(type.label)}的标签树`} onKeyDown={onKeyDown}
        aria-activedescendant={current ? `tag-${current.node.Id}` : undefined}
        className="flex-1 overflow-auto p-2 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary">
        {tree.isPending ? <p className="p-2 text-gray-600">加载中…</p> : rows.length === 0 && !prompt ? (
          <p className="p-2 text-gray-600">还没有标签。{canWrite && "按 N 新建，按 B 粘贴多行批量新建。"}</p>
        ) : null}
        {prompt && prompt.node === null && promptRow(1)}
        {rows.map((r) => (
          <div key={r.node.Id} role="none">
            {prompt?.kind === "rename" && prompt.node?.Id === r.node.Id ? promptRow(r.level) : (
              <div id={`tag-${r.node.Id}`} role="treeitem" aria-level={r.level} aria-selected={r.node.Id === focusedId}
                aria-expanded={r.node.children.length > 0 ? !collapsed.has(r.node.Id) : undefined} data-testid="tag-item" data-label={r.node.label}
                onClick={() => setFocusedId(r.node.Id)}
                className={cn("flex cursor-default items-center gap-1 rounded py-1 pr-2", r.node.Id === focusedId ? "bg-primary-soft text-primary-active outline outline-1 outline-primary" : "hover:bg-gray-50")}
                style={{ paddingLeft: (r.level - 1) * 20 + 4 }}>
                <span className="w-4" aria-hidden="true">
                  {r.node.children.length > 0 && (collapsed.has(r.node.Id) ? <ChevronRight size={14} /> : <ChevronDown size={14} />)}
                </span>
                <span>{r.node.label}</span>
                {r.node.value && <span className="ml-2 font-mono text-xs text-gray-600">{r.node.value}</span>}
              </div>
            )}
            {prompt && prompt.kind !== "rename" && prompt.node?.Id === r.node.Id && promptRow(prompt.kind === "child" ? r.level + 1 : r.level)}
          </div>
        ))}
      </div>
      <p className="border-t border-gray-100 px-4 py-1.5 text-xs text-gray-600">↑/↓ 移动 · →/← 展开/收起 · Alt+↑/↓ 调整顺序 · N 新建 · C 新建下级 · F2 重命名 · Delete 删除 · B 批量新建</p>
      <ConfirmDialog open={deleting !== null} danger confirmLabel="删除" title={`删除标签「${deleting?.label ?? ""}」？`}
        description={deleting && deleting.children.length > 0 ? "它的下级标签也将不再显示。" : "删除后将不再出现在标签树中。"}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const node = deleting;
          setDeleting(null);
          if (node) void tagApi.remove(node).then(refresh).then(refocus).catch(() => undefined);
        }} />
      <BatchDialog open={batch} place={batchPlace} onClose={() => setBatch(false)} onCreate={async (labels) => {
        const r = await tagApi.batch(typeId, batchParent, labels);
        present(toast("success", `已创建 ${r.total} 个标签`));
        setBatch(false);
        await refresh();
      }} />
    </aside>
  );
}
