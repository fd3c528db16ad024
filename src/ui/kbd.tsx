import type { ComponentProps } from "react";
import { variants, type VariantProps } from "./cn";

const KBD_VARIANTS = {
  tone: {
    default: "border-gray-300 bg-gray-50 text-gray-700",
    // On a primary (dark blue) button.
    inverse: "border-white/60 bg-transparent text-white",
  },
} as const;

const kbdVariants = variants("inline-flex h-[18px] min-w-[18px] items-center justify-center rounded border px-1 font-mono text-[11px] leading-none", KBD_VARIANTS, { tone: "default" });

/** A key as the user presses it (`Ctrl S`, `N`, `Delete`); buttons and palette items show their shortcut with it. */
function Kbd({ className, tone, ...props }: ComponentProps<"kbd"> & VariantProps<typeof KBD_VARIANTS>) {
  return <kbd data-slot="kbd" className={kbdVariants({ tone, className })} {...props} />;
}

export { Kbd };
