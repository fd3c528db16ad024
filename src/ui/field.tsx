import type { ComponentProps, ReactNode } from "react";
import { cn } from "./cn";

/**
 * A labelled control with its error and help: the label names the control by `htmlFor`, the error is
 * `{id}-error` (the control's `aria-describedby` points at it), a required field is starred.
 */
function Field({ id, label, required, error, help, className, children, ...props }: Omit<ComponentProps<"div">, "id"> & {
  id: string;
  label: ReactNode;
  required?: boolean;
  error?: string | undefined;
  help?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div data-slot="field" data-invalid={error ? true : undefined} className={className} {...props}>
      <label htmlFor={id} className={cn("mb-1 block text-gray-700", required && "before:mr-0.5 before:text-red-500 before:content-['*']")}>{label}</label>
      {children}
      {error && <p id={`${id}-error`} data-slot="field-error" className="mt-1 text-sm text-red-600">{error}</p>}
      {help && !error && <p data-slot="field-help" className="mt-1 text-xs text-gray-600">{help}</p>}
    </div>
  );
}

export { Field };
