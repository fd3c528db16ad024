import type { ComponentProps } from "react";
import { variants, type VariantProps } from "./cn";

const BADGE_VARIANTS = {
  tone: {
    success: "bg-green-50 text-green-800 ring-green-600/30",
    warning: "bg-amber-50 text-amber-800 ring-amber-600/30",
    danger: "bg-red-50 text-red-700 ring-red-600/30",
    neutral: "bg-gray-100 text-gray-700 ring-gray-500/30",
    info: "bg-blue-50 text-blue-800 ring-blue-600/30",
  },
} as const;

export type BadgeTone = keyof (typeof BADGE_VARIANTS)["tone"];

const badgeVariants = variants("inline-flex items-center whitespace-nowrap rounded px-1.5 py-px text-xs font-medium ring-1 ring-inset", BADGE_VARIANTS, { tone: "neutral" });

/** A short status word (已启用, 是, 已过期), coloured by tone; the tones match the catalogue's state tones. */
function Badge({ className, tone = "neutral", ...props }: ComponentProps<"span"> & VariantProps<typeof BADGE_VARIANTS>) {
  return <span data-slot="badge" data-tone={tone} className={badgeVariants({ tone, className })} {...props} />;
}

export { Badge };
