import { useMemo } from "react";
import { actionOf } from "../../catalogue";
import { article } from "../../catalogue/resources/article/article";
import { useRegisterViewCommands } from "../../commands/viewCommands";
import type { Command } from "../../commands/types";
import { copyLinkOf } from "../resource/actions/copyLink";

const LINKS = ["copyArticleShareLink", "copyArticlePreviewLink"] as const;
const NONE: readonly Command[] = [];

/**
 * 复制分享链接 and 复制预览链接 of the article on screen (the composer, the preview), as palette commands while
 * it has an Id; answers the two runs for buttons. The list offers the same as row actions (catalogue).
 */
export function useArticleLinks(owner: string, Id: number | null): { share(): void; preview(): void } {
  const runs = useMemo(() => LINKS.map((name) => () => {
    const action = actionOf(article, name);
    if (Id !== null && action) void copyLinkOf(article.service, name, Id, action.label).catch(() => undefined);
  }), [Id]);
  const commands = useMemo<readonly Command[]>(() => (Id === null ? NONE : LINKS.map((name, i) => ({
    id: `${owner}:${name}`, title: actionOf(article, name)?.label ?? name, group: "文章", keywords: ["article", "link", "链接", "fenxiang", "yulan"],
    scope: "view" as const, run: runs[i]!,
  }))), [Id, owner, runs]);
  useRegisterViewCommands(owner, commands);
  return { share: runs[0]!, preview: runs[1]! };
}
