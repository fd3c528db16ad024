import type { z } from "zod";
import type { Access, AuthedCall, Call } from "./call";

export type Result = Record<string, unknown>;

/** One remote method: its path, who may call it, the shape of its input and what it does. */
export interface MethodDef<S extends z.ZodType = z.ZodType> {
  /** Service without the namespace, e.g. `BaseServiceAdmin`, `sys.SysAdmin`. */
  readonly service: string;
  readonly method: string;
  readonly access: Access;
  readonly input: S;
  readonly handler: (call: AuthedCall, input: z.infer<S>) => Promise<Result>;
}

export interface PublicMethodDef<S extends z.ZodType = z.ZodType> extends Omit<MethodDef<S>, "handler"> {
  readonly handler: (call: Call, input: z.infer<S>) => Promise<Result>;
}

type AnyMethod = MethodDef | PublicMethodDef;

/** Every method the server answers, by `{Service}/{method}`. */
export class MethodRegistry {
  readonly #methods = new Map<string, AnyMethod>();

  add<S extends z.ZodType>(def: MethodDef<S> | PublicMethodDef<S>): void {
    const key = `${def.service}/${def.method}`;
    if (this.#methods.has(key)) throw new Error(`method registered twice: ${key}`);
    this.#methods.set(key, def as unknown as AnyMethod);
  }

  get(key: string): AnyMethod | undefined {
    return this.#methods.get(key);
  }

  keys(): string[] {
    return [...this.#methods.keys()];
  }
}

/** Declares a method that needs a signed-in caller (with or without a right). */
export function method<S extends z.ZodType>(def: MethodDef<S>): MethodDef<S> {
  return def;
}

/** Declares a method anyone may call. */
export function publicMethod<S extends z.ZodType>(def: Omit<PublicMethodDef<S>, "access">): PublicMethodDef<S> {
  return { ...def, access: { kind: "public" } };
}
