import { tagItem, tagType } from "../../../../src/catalogue/registry";
import { tagTypes, type TagItemSeed, type TagTypeSeed } from "../../../seed/data/tags";
import { defineSeed, type SeedContext } from "../../../seed/factory";

async function insertItems(ctx: SeedContext, typeId: number, parentId: number | null, items: readonly TagItemSeed[]): Promise<void> {
  for (const [sort, item] of items.entries()) {
    const id = await ctx.insert(tagItem, { typeId, parentId, label: item.label, value: item.value, sort, deleted: false });
    if (item.children) await insertItems(ctx, typeId, id, item.children);
  }
}

async function insertTypes(ctx: SeedContext, parentId: number | null, types: readonly TagTypeSeed[]): Promise<void> {
  for (const t of types) {
    const id = await ctx.insert(tagType, { label: t.label, code: t.code, parentId, description: t.description, deleted: false });
    await insertItems(ctx, id, null, t.items);
    if (t.children) await insertTypes(ctx, id, t.children);
  }
}

/** The multi-level tag trees (types, their items and child types); HDP_VERSION and CATEGORY_MUSEUM are read at startup. */
export const seed = defineSeed({
  resource: tagType,
  fills: [tagItem],
  run: (ctx) => insertTypes(ctx, null, tagTypes),
});
