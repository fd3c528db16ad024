import { visibleSections } from "../../src/acl/visibility";
import { uniformRights } from "../../src/catalogue/access";
import { appCommands } from "../../src/commands/globalCommands";
import { navigationCommands } from "../../src/commands/navigation";
import type { Command } from "../../src/commands/types";

// N synthetic commands titled like the console's (Chinese words, pinyin-able).
const WORDS = ["博物馆", "用户", "订单", "课程", "书法", "画作", "标签", "字典", "积分", "优惠券", "拍卖", "艺术家", "文物", "视频", "素材", "评论"];

export function syntheticCommands(count: number): Command[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `c${i}`,
    title: `${WORDS[i % WORDS.length]}${WORDS[(i * 7 + 3) % WORDS.length]}管理 ${i}`,
    group: `分组 ${i % 20}`,
    keywords: [`item${i}`, "bench"],
    run: () => undefined,
  }));
}

/** What an administrator's palette holds with nothing focused: every screen and the console's own commands. */
export function consoleCommands(): Command[] {
  const noop = () => undefined;
  return [
    ...navigationCommands(visibleSections(uniformRights("WRITE")), noop),
    ...appCommands({ openSheet: noop, toggleMenu: noop, logout: noop, singleKeys: true, setSingleKeys: noop }),
  ];
}
