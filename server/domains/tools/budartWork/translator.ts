/**
 * Machine translation of titles (翻译标题): an outside service. One adapter; its embedded default
 * refuses clearly and changes nothing — a title is never made up. A deployment with a vendor plugs one in
 * with `setTitleTranslator` (none is bundled).
 */
import { precondition } from "../../../platform/wire/errors";

export type TitleTranslator = (text: string, from: "auto") => Promise<string>;

const refusing: TitleTranslator = () => Promise.reject(precondition("未配置机器翻译服务，不能自动翻译标题；请在「中文标题」中手工填写"));

let translator: TitleTranslator = refusing;

/** The translator in use (the refusing default unless a deployment set one). */
export function titleTranslator(): TitleTranslator {
  return translator;
}

/** Replaces the translator (a deployment's vendor adapter); answers a function that puts the previous one back. */
export function setTitleTranslator(next: TitleTranslator): () => void {
  const before = translator;
  translator = next;
  return () => {
    translator = before;
  };
}
