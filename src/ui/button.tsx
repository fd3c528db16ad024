import type { ComponentProps } from "react";
import { variants, type VariantProps } from "./cn";

const BUTTON_VARIANTS = {
  variant: {
    primary: "bg-primary-active text-white hover:bg-primary-ink",
    outline: "border border-gray-300 bg-white text-gray-800 hover:border-primary hover:text-primary-active",
    danger: "bg-red-600 text-white hover:bg-red-700",
    "danger-outline": "border border-red-300 bg-white text-red-700 hover:border-red-500 hover:bg-red-50",
    ghost: "text-gray-700 hover:bg-gray-100",
    link: "text-primary-active underline-offset-2 hover:underline",
  },
  size: {
    sm: "h-7 px-2 text-sm",
    md: "h-8 px-3",
    lg: "h-9 px-4",
    icon: "h-8 w-8",
  },
} as const;

/** The classes of a button, for elements that must look like one (a menu trigger, a link). */
export const buttonVariants = variants(
  "inline-flex shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:opacity-60",
  BUTTON_VARIANTS,
  { variant: "outline", size: "md" },
);

export type ButtonProps = ComponentProps<"button"> & VariantProps<typeof BUTTON_VARIANTS>;

/** A button: `primary` for the one main action of a place, `outline` for the rest, `danger` for what cannot be undone. */
function Button({ className, variant = "outline", size = "md", type = "button", ...props }: ButtonProps) {
  return <button data-slot="button" data-variant={variant} type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}

export { Button };
