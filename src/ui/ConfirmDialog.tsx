import * as Dialog from "@radix-ui/react-dialog";
import { useRef } from "react";
import { useReturnFocus } from "./useReturnFocus";

/** A confirmation: focus on the confirm button so Enter confirms; Esc cancels and focus goes back. */
export function ConfirmDialog({ open, title, description, confirmLabel = "确定", danger = false, onConfirm, onCancel }: {
  open: boolean;
  title: string;
  description?: string;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const returnFocus = useReturnFocus(open);
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(o) => !o && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-black/30" />
        <Dialog.Content role="alertdialog" data-testid="confirm" onCloseAutoFocus={returnFocus}
          onOpenAutoFocus={(e) => {
            e.preventDefault();
            confirmRef.current?.focus();
          }} aria-describedby={description ? "confirm-description" : undefined}
          className="fixed left-1/2 top-1/3 z-[61] w-[min(420px,calc(100vw-2rem))] -translate-x-1/2 rounded-lg bg-white p-6 shadow-2xl">
          <Dialog.Title className="text-base font-medium">{title}</Dialog.Title>
          {description && <Dialog.Description id="confirm-description" className="mt-2 text-gray-600">{description}</Dialog.Description>}
          <div className="mt-6 flex justify-end gap-2">
            <button type="button" onClick={onCancel} className="rounded border border-gray-300 px-4 py-1.5 hover:border-primary hover:text-primary-active">取消</button>
            <button type="button" ref={confirmRef} onClick={onConfirm}
              className={`rounded px-4 py-1.5 text-white ${danger ? "bg-red-500 hover:bg-red-600" : "bg-primary-active hover:bg-primary-ink"}`}>
              {confirmLabel}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
