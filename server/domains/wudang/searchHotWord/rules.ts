/**
 * 搜索热词 (commerce.md §6.7): a word once per scope; staff-made words are 运营配置, statistics'
 * suggestions stay offline until 采纳; 上线/下线, 上移/下移 within the scope, placement.
 */
import { searchHotWord } from "../../../../src/catalogue/registry";
import { byCatalogue, type Row } from "../../../platform/db/types";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { invalid, precondition } from "../../../platform/wire/errors";
import { registerActions } from "../../../resources/actions";
import type { WriteContext } from "../../../resources/hooks";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";
import { placementHooks, placementSweeper } from "../../../resources/slotPlacement";
import { moveSlot } from "../editorRecommendation/slotOrder";

const scopeLabel = (v: unknown) => searchHotWord.fields[1].options.find((o) => o.value === v)?.label ?? String(v);

async function checkWord(ctx: WriteContext, next: Row): Promise<void> {
  const word = String(next.word ?? "").trim();
  const taken = await byCatalogue(ctx.tx).selectFrom(searchHotWord.table).select("Id")
    .where("word", "=", word).where("scope", "=", String(next.scope)).where("Id", "!=", ctx.current ? Number(ctx.current.Id) : 0).executeTakeFirst();
  if (taken) throw invalid(`「${scopeLabel(next.scope)}」范围已有热词「${word}」`);
}

const placement = placementHooks({ check: checkWord });
const hooks = {
  ...placement,
  async beforeWrite(ctx: WriteContext) {
    const value = await (placement.beforeWrite as NonNullable<typeof placement.beforeWrite>)(ctx);
    return ctx.mode === "create" ? { source: "MANUAL", searchCount7d: 0, ...value } : value;
  },
};

export const rules = defineRules("searchHotWord", (registry: MethodRegistry) => {
  registerResource(registry, searchHotWord, hooks);
  registerActions(registry, searchHotWord, {
    adoptSearchHotWord: ({ current }) => {
      if (current.source !== "AUTO") throw precondition(`热词「${String(current.word)}」已是运营配置，无需采纳`);
      return { source: "MANUAL", online: true };
    },
    setSearchHotWordOnline: ({ input }) => ({ online: input.online }),
    moveUpSearchHotWord: moveSlot(searchHotWord, "scope", "up"),
    moveDownSearchHotWord: moveSlot(searchHotWord, "scope", "down"),
  }, placement);
}, { sweepers: [placementSweeper(searchHotWord)] });
