import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import type { ComponentProps, ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";
import { escapeClosesList } from "./listKeys";

const Sheet = DialogPrimitive.Root;

/**
 * The slide-over from the right (editors, details): modal, focus kept inside, Esc asks the owner to close —
 * except an Esc that closes an open list inside it (listKeys.ts), which is the list's alone.
 */
function SheetContent({ className, children, onEscapeKeyDown, ...props }: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="sheet-overlay" className="fixed inset-0 z-40 bg-black/20" />
      <DialogPrimitive.Content data-slot="sheet-content"
        className={cn("fixed inset-y-0 right-0 z-50 flex w-[min(560px,100vw)] flex-col bg-white shadow-2xl outline-none", className)} {...props}
        onEscapeKeyDown={(e) => (escapeClosesList(e) ? e.preventDefault() : onEscapeKeyDown?.(e))}>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/** Title on the left, what else belongs there (a state badge), and a close button that asks the owner. */
function SheetHeader({ className, children, onClose, ...props }: ComponentProps<"header"> & { onClose(): void }) {
  return (
    <header data-slot="sheet-header" className={cn("flex items-center justify-between gap-3 border-b border-gray-200 px-6 py-4", className)} {...props}>
      <div className="flex min-w-0 items-center gap-2">{children}</div>
      <Button variant="ghost" size="icon" onClick={onClose} aria-label="关闭"><X size={18} aria-hidden="true" /></Button>
    </header>
  );
}

function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="sheet-title" className={cn("truncate text-base font-medium", className)} {...props} />;
}

function SheetBody({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="sheet-body" className={cn("flex-1 overflow-y-auto px-6 py-4", className)} {...props} />;
}

function SheetFooter({ className, children }: { className?: string; children: ReactNode }) {
  return <footer data-slot="sheet-footer" className={cn("flex items-center justify-end gap-2 border-t border-gray-200 px-6 py-3", className)}>{children}</footer>;
}

export { Sheet, SheetBody, SheetContent, SheetFooter, SheetHeader, SheetTitle };
