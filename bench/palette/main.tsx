import { createRoot } from "react-dom/client";
import Palette from "../../src/commands/Palette";
import type { Command } from "../../src/commands/types";
import "../../src/index.css";

// The real palette with N synthetic commands titled like the console's (Chinese words, pinyin-able).
const WORDS = ["博物馆", "用户", "订单", "课程", "书法", "画作", "标签", "字典", "积分", "优惠券", "拍卖", "艺术家", "文物", "视频", "素材", "评论"];
const count = Number(new URLSearchParams(location.search).get("n") ?? "5000");
const commands: Command[] = Array.from({ length: count }, (_, i) => ({
  id: `c${i}`,
  title: `${WORDS[i % WORDS.length]}${WORDS[(i * 7 + 3) % WORDS.length]}管理 ${i}`,
  group: `分组 ${i % 20}`,
  keywords: [`item${i}`, "bench"],
  run: () => undefined,
}));

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <Palette open onOpenChange={() => undefined} onCloseFocus={() => undefined} commands={commands} recents={[]} onRun={() => undefined} openRecord={() => undefined} />,
  );
}
