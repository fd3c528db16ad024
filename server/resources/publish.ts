/**
 * content.md §0.4 on the server, the hooks of src/catalogue/resources/content/publish.ts for every
 * content library: 上架 and 重新上架 first run the library's own check (what a record needs before it
 * goes online), then stamp. The first 上架 sets publishedAt; 重新上架 keeps it and sets republishedAt.
 */
import type { ResourceDef } from "../../src/catalogue";
import type { Row } from "../platform/db/types";
import { precondition } from "../platform/wire/errors";
import type { TransitionContext, TransitionHook } from "./transitions";

/** Refuses (throws FAILED_PRECONDITION, in Chinese) a record that may not go online; nothing changes then. */
export type PublishCheck = (ctx: TransitionContext) => Promise<void> | void;

/** The side-effect hooks the publish machine names, to give as the resource's `transitions`. */
export type PublishHooks = Readonly<Record<"publish" | "republish", TransitionHook>>;

/** The two hooks around a library's check (none: a record may always go online). */
export function publishHooks(check: PublishCheck = () => undefined): PublishHooks {
  const stamp = (again: boolean): TransitionHook => async (ctx) => {
    await check(ctx);
    const now = ctx.call.now();
    // A record put offline before it had a publishedAt (older data) gets one on its way back.
    const first = ctx.current.publishedAt === null || ctx.current.publishedAt === undefined;
    return { ...(first ? { publishedAt: now } : {}), ...(again ? { republishedAt: now } : {}) };
  };
  return { publish: stamp(false), republish: stamp(true) };
}

/**
 * §0.4: an online record is never deleted (下架 first), in every library. `noun` names the record in
 * the refusal when the library says it otherwise than the resource's label (图集, 书画家).
 */
export function refuseOnlineDelete(resource: ResourceDef, noun: string = resource.label) {
  return ({ current }: { current: Row }): Promise<void> => {
    if (current.publishState !== "online") return Promise.resolve();
    const title = current[resource.titleField] ?? current.Id;
    return Promise.reject(precondition(`${noun}「${String(title)}」已上架，请先下架再删除`));
  };
}
