import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import type { Command } from "../../../commands/types";
import { savedViewsClient, type SavedView, type SavedViewState } from "../../../rpc/savedViews";
import { Button } from "../../../ui/button";
import { Dialog, DialogContent, DialogTitle } from "../../../ui/dialog";
import { Input } from "../../../ui/input";

const client = savedViewsClient();
const NONE: readonly SavedView[] = [];

/** The user's saved views of a screen (its path), read from the server; null: a list without an address of its own. */
export function useSavedViews(screen: string | null) {
  const queryClient = useQueryClient();
  const key = ["savedViews", screen];
  const query = useQuery({ queryKey: key, queryFn: () => client.list(screen ?? ""), enabled: screen !== null, staleTime: 60_000 });
  const save = useMutation({
    mutationFn: ({ name, state }: { name: string; state: SavedViewState }) => client.save(screen ?? "", name, state),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
  const remove = useMutation({ mutationFn: (Id: number) => client.remove(Id), onSuccess: () => queryClient.invalidateQueries({ queryKey: key }) });
  return { views: query.data ?? NONE, save: save.mutateAsync, remove: remove.mutate };
}

/** The palette's commands for saved views: apply each, and delete each (in a nested page). */
export function savedViewCommands(views: readonly SavedView[], apply: (state: SavedViewState) => void, remove: (Id: number) => void, askSave: () => void): Command[] {
  const commands: Command[] = views.map((v) => ({
    id: `saved-view:${v.Id}`, title: `视图：${v.name}`, group: "保存的视图", keywords: [v.name, "视图", "shitu"], scope: "view", run: () => apply(v.state),
  }));
  commands.push({ id: "saved-view:save", title: "保存当前视图…", group: "保存的视图", keywords: ["保存视图", "baocun shitu", "save view"], scope: "view", run: askSave });
  if (views.length > 0) {
    commands.push({
      id: "saved-view:delete", title: "删除保存的视图…", group: "保存的视图", keywords: ["删除视图", "shanchu shitu"], scope: "view", run: () => undefined,
      children: () => views.map((v) => ({ id: `saved-view:delete:${v.Id}`, title: v.name, group: "删除保存的视图", keywords: [], run: () => remove(v.Id) })),
    });
  }
  return commands;
}

/** 保存视图: asks for a name; the server's refusal (a name already used) is shown by the transport and the dialog stays. */
export function SaveViewDialog({ open, onOpenChange, onSave }: { open: boolean; onOpenChange(open: boolean): void; onSave(name: string): Promise<unknown> }) {
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const id = useId();
  return (
    <Dialog open={open} onOpenChange={(o) => {
      if (!o) setName("");
      onOpenChange(o);
    }}>
      <DialogContent size="sm" aria-describedby={undefined}>
        <DialogTitle>保存视图</DialogTitle>
        <form className="mt-4 space-y-3" onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          onSave(name.trim()).then(() => {
            setName("");
            onOpenChange(false);
          }, () => undefined).finally(() => setBusy(false));
        }}>
          <label htmlFor={id} className="flex flex-col gap-1 text-sm">
            视图名称
            <Input id={id} autoFocus value={name} maxLength={40} onChange={(e) => setName(e.target.value)} placeholder="如：本月已支付" />
          </label>
          <p className="text-xs text-gray-600">保存当前的筛选、排序和显示的列；之后在命令面板（Ctrl K）里输入视图名称即可套用。</p>
          <div className="flex justify-end gap-2">
            <Button onClick={() => onOpenChange(false)}>取消</Button>
            <Button type="submit" variant="primary" disabled={busy || name.trim() === ""}>保存</Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
