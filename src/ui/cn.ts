/** Class names for the primitives: `cn` joins what is set, `variants` is a tiny class-variance helper. */
export type ClassValue = string | false | null | undefined;

export function cn(...parts: readonly ClassValue[]): string {
  return parts.filter(Boolean).join(" ");
}

type VariantMap = Record<string, Record<string, string>>;

/** The props a variant function takes: one optional choice per variant. */
export type VariantProps<V extends VariantMap> = { [K in keyof V]?: keyof V[K] };

/**
 * Base classes plus one class string per chosen variant (the default where none is given), then the
 * caller's `className` last — shadcn/ui's `cva`, in the few lines this project needs.
 */
export function variants<const V extends VariantMap>(base: string, map: V, defaults: { [K in keyof V]: keyof V[K] }) {
  return (props: VariantProps<V> & { className?: string | undefined } = {}): string => {
    const chosen = Object.keys(map).map((name) => {
      const key = (props[name] ?? defaults[name]) as string;
      return map[name]?.[key];
    });
    return cn(base, ...chosen, props.className);
  };
}
