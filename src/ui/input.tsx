import type { ComponentProps } from "react";
import { variants, type VariantProps } from "./cn";

export const CONTROL_SIZES = {
  size: {
    sm: "px-2 py-1",
    md: "px-3 py-1.5",
  },
} as const;

/** The look every text control shares (input, textarea, select): border, focus, invalid and disabled states. */
export const controlVariants = variants(
  "w-full rounded border border-gray-300 bg-white focus:border-primary aria-[invalid=true]:border-red-500 disabled:bg-gray-50 disabled:text-gray-600",
  CONTROL_SIZES,
  { size: "md" },
);

type Size = VariantProps<typeof CONTROL_SIZES>["size"];

/** A one-line text input. `ref` is a plain prop (React 19). */
function Input({ className, size, ...props }: Omit<ComponentProps<"input">, "size"> & { size?: Size }) {
  return <input data-slot="input" className={controlVariants({ size, className })} {...props} />;
}

/** Several lines of text. */
function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea data-slot="textarea" className={controlVariants({ className })} {...props} />;
}

export { Input, Textarea };
