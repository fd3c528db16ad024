/**
 * The VOD service from the environment, as the payment channels take theirs: all of
 * MOYUAN_VOD_ACCESS_KEY_ID, MOYUAN_VOD_ACCESS_KEY_SECRET and MOYUAN_VOD_REGION, or none (not
 * configured: every call that needs the service is refused). A half-configured service stops the start.
 */
export interface VodConfig {
  readonly accessKeyId: string;
  readonly accessKeySecret: string;
  /** cn-shanghai, cn-beijing … */
  readonly region: string;
}

const NAMES = ["MOYUAN_VOD_ACCESS_KEY_ID", "MOYUAN_VOD_ACCESS_KEY_SECRET", "MOYUAN_VOD_REGION"] as const;

export function loadVodConfig(env: NodeJS.ProcessEnv): VodConfig | null {
  const set = NAMES.filter((n) => (env[n] ?? "") !== "");
  if (set.length === 0) return null;
  const missing = NAMES.filter((n) => !set.includes(n));
  if (missing.length > 0) throw new Error(`vod: ${missing.join(", ")} must be set together with ${set.join(", ")}`);
  const region = env.MOYUAN_VOD_REGION as string;
  if (!/^[a-z]{2}-[a-z0-9-]+$/.test(region)) throw new Error(`MOYUAN_VOD_REGION must be a region id such as cn-shanghai, got "${region}"`);
  return { accessKeyId: env.MOYUAN_VOD_ACCESS_KEY_ID as string, accessKeySecret: env.MOYUAN_VOD_ACCESS_KEY_SECRET as string, region };
}
