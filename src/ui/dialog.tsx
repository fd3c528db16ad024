import * as DialogPrimitive from "@radix-ui/react-dialog";
import type { ComponentProps } from "react";
import { cn, variants, type VariantProps } from "./cn";
import { escapeClosesList } from "./listKeys";

const CONTENT_VARIANTS = {
  size: {
    sm: "w-[min(420px,calc(100vw-2rem))]",
    md: "w-[min(520px,calc(100vw-2rem))]",
    lg: "w-[min(760px,calc(100vw-2rem))]",
  },
  /** Confirmations sit a third of the way down, forms higher so that they have room to grow. */
  place: {
    form: "top-[12vh]",
    confirm: "top-1/3",
  },
} as const;

const contentVariants = variants(
  "fixed left-1/2 z-[61] max-h-[80vh] -translate-x-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-2xl outline-none",
  CONTENT_VARIANTS,
  { size: "md", place: "form" },
);

const Dialog = DialogPrimitive.Root;
const DialogClose = DialogPrimitive.Close;

/** A centred modal over everything (also over the slide-over): focus stays inside, Esc closes (not while a list inside is open: listKeys.ts). */
function DialogContent({ className, size, place, children, onEscapeKeyDown, ...props }: ComponentProps<typeof DialogPrimitive.Content> & VariantProps<typeof CONTENT_VARIANTS>) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay data-slot="dialog-overlay" className="fixed inset-0 z-[60] bg-black/30" />
      <DialogPrimitive.Content data-slot="dialog-content" className={contentVariants({ size, place, className })} {...props}
        onEscapeKeyDown={(e) => (escapeClosesList(e) ? e.preventDefault() : onEscapeKeyDown?.(e))}>
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title data-slot="dialog-title" className={cn("text-base font-medium", className)} {...props} />;
}

function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description data-slot="dialog-description" className={cn("mt-1 text-sm text-gray-600", className)} {...props} />;
}

/** The buttons row, the main action last (where Enter and the eye go). */
function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div data-slot="dialog-footer" className={cn("mt-6 flex items-center justify-end gap-2", className)} {...props} />;
}

export { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle };
