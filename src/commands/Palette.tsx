import * as Dialog from "@radix-ui/react-dialog";
import { Command as Cmdk } from "cmdk";
import { useMemo } from "react";
import { matchScore } from "./match";
import type { Command } from "./types";

/** Groups in first-seen order, so the menu's section order is kept. */
function grouped(commands: readonly Command[]): [string, Command[]][] {
  const groups = new Map<string, Command[]>();
  for (const c of commands) {
    const list = groups.get(c.group) ?? [];
    list.push(c);
    groups.set(c.group, list);
  }
  return [...groups];
}

/** The command palette: cmdk inside a Radix dialog. Enter runs the command and closes; Esc closes. */
export default function Palette({ open, onOpenChange, onCloseFocus, commands }: {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes when the palette closes (Radix only knows its own trigger). */
  onCloseFocus(): void;
  commands: readonly Command[];
}) {
  const groups = useMemo(() => grouped(commands), [commands]);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/30" />
        <Dialog.Content data-testid="palette" aria-describedby={undefined}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            onCloseFocus();
          }}
          className="fixed left-1/2 top-[12vh] z-50 w-[min(640px,calc(100vw-2rem))] -translate-x-1/2 overflow-hidden rounded-lg bg-white shadow-2xl">
          <Dialog.Title className="sr-only">命令面板</Dialog.Title>
          <Cmdk label="命令面板" loop filter={(_value, search, keywords) => matchScore(keywords?.[0] ?? "", keywords?.slice(1) ?? [], search)}>
            <Cmdk.Input autoFocus placeholder="输入页面名称或英文路径，回车跳转…" className="w-full border-b border-gray-200 px-4 py-3 text-base outline-none" />
            <Cmdk.List className="max-h-[60vh] overflow-y-auto p-2">
              <Cmdk.Empty className="px-3 py-6 text-center text-gray-500">没有匹配的命令</Cmdk.Empty>
              {groups.map(([group, items]) => (
                <Cmdk.Group key={group} heading={group} className="[&_[cmdk-group-heading]]:px-3 [&_[cmdk-group-heading]]:pb-1 [&_[cmdk-group-heading]]:pt-2 [&_[cmdk-group-heading]]:text-xs [&_[cmdk-group-heading]]:text-gray-400">
                  {items.map((c) => (
                    <Cmdk.Item key={c.id} value={c.id} keywords={[c.title, ...c.keywords]} data-path={c.path}
                      onSelect={() => {
                        onOpenChange(false);
                        c.run();
                      }}
                      className="flex cursor-pointer items-center justify-between rounded px-3 py-2 data-[selected=true]:bg-primary-soft data-[selected=true]:text-primary">
                      <span>{c.title}</span>
                      <span className="text-xs text-gray-400">{c.shortcut ?? c.path}</span>
                    </Cmdk.Item>
                  ))}
                </Cmdk.Group>
              ))}
            </Cmdk.List>
          </Cmdk>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
