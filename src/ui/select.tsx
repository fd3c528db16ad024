import type { ComponentProps } from "react";
import { controlVariants, type CONTROL_SIZES } from "./input";
import type { VariantProps } from "./cn";

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

type Props = Omit<ComponentProps<"select">, "size"> & {
  options: readonly SelectOption[];
  /** The first, empty option (请选择, 全部); none when absent. */
  placeholder?: string;
  size?: VariantProps<typeof CONTROL_SIZES>["size"];
};

/**
 * A choice among a few options. The browser's own select: keyboard, type-ahead and screen readers
 * work as users expect; a value that is not among the options is kept and shown as it is.
 */
function Select({ className, options, placeholder, size, value, ...props }: Props) {
  const text = typeof value === "string" ? value : "";
  return (
    <select data-slot="select" value={value} className={controlVariants({ size, className })} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      {text !== "" && !options.some((o) => o.value === text) && <option value={text}>{text}</option>}
    </select>
  );
}

export { Select };
