import { useRef } from "react";
import { Button } from "./button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "./dialog";
import { useReturnFocus } from "./useReturnFocus";

/**
 * A confirmation; Esc cancels and focus goes back. A harmless one takes the focus on its confirm button
 * (Enter confirms); a destructive one (`danger`) on the safe button, so that Enter never destroys.
 * When the confirm itself is a 取消 (取消开班), the dismiss button reads 关闭: one word, one meaning.
 */
export function ConfirmDialog({ open, title, description, confirmLabel = "确定", danger = false, onConfirm, onCancel }: {
  open: boolean;
  title: string;
  description?: string | undefined;
  confirmLabel?: string;
  danger?: boolean;
  onConfirm(): void;
  onCancel(): void;
}) {
  const returnFocus = useReturnFocus(open);
  const confirmRef = useRef<HTMLButtonElement | null>(null);
  const safeRef = useRef<HTMLButtonElement | null>(null);
  const dismissLabel = confirmLabel.startsWith("取消") ? "关闭" : "取消";
  // The Escape Radix handled itself, so that one key never cancels twice.
  const escapeSeen = useRef<KeyboardEvent | null>(null);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onCancel()}>
      <DialogContent role="alertdialog" size="sm" place="confirm" data-testid="confirm" onCloseAutoFocus={returnFocus}
        onOpenAutoFocus={(e) => {
          e.preventDefault();
          (danger ? safeRef : confirmRef).current?.focus();
        }}
        // Radix listens for Escape from an effect that runs after the focus moves in: a key pressed in
        // between would reach the editor underneath. Handling it here closes that gap.
        onEscapeKeyDown={(e) => {
          escapeSeen.current = e;
        }}
        onKeyDown={(e) => {
          if (e.key !== "Escape" || e.nativeEvent.isComposing || escapeSeen.current === e.nativeEvent) return;
          e.preventDefault();
          e.stopPropagation();
          onCancel();
        }}
        aria-describedby={description ? "confirm-description" : undefined}>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription id="confirm-description" className="mt-2 text-sm">{description}</DialogDescription>}
        <DialogFooter>
          <Button ref={safeRef} onClick={onCancel} data-safe>{dismissLabel}</Button>
          <Button ref={confirmRef} variant={danger ? "danger" : "primary"} onClick={onConfirm}>{confirmLabel}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
