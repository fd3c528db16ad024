import { ygsfGlyph } from "../../../../src/catalogue/registry";
import type { MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { precondition } from "../../../platform/wire/errors";
import { defineRules } from "../../rules";
import { ygsfSource } from "../ygsfPage/ygsfSource";

/**
 * YGSF 字形: 下载图片 asks the source through its adapter (refused until configured, nothing changes);
 * 跳过 / 恢复 are plain transitions. 导入候选 waits for the glyph candidates of /tools/glyph (another part).
 */
export const rules = defineRules("ygsfGlyph", (registry: MethodRegistry) => {
  registerResource(registry, ygsfGlyph);
  registerActions(registry, ygsfGlyph, {
    async downloadYgsfGlyphImage({ current }) {
      if (typeof current.remoteImageUrl !== "string" || current.remoteImageUrl === "") throw precondition(`字形「${String(current.char)}」没有源图片地址`);
      await ygsfSource().image(current.remoteImageUrl);
      // A configured source's bytes would be stored here; no source is bundled, so nothing reaches this line.
      throw precondition("YGSF 图片保存尚未接入存储");
    },
  });
});
