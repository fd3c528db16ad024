import type { Config } from "../config";

/**
 * The base of the absolute addresses outside tools follow (IIIF ids): MOYUAN_PUBLIC_URL when set,
 * else the origin the request came to.
 */
export function publicBase(config: Pick<Config, "publicUrl">, requestOrigin: string | undefined): string {
  return config.publicUrl ?? requestOrigin ?? "";
}
