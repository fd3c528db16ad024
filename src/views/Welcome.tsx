import { useSession } from "../state/session";
import type { ViewProps } from "./viewProps";

/** /welcome: where / lands. Points the user at the palette, the main way around. */
export default function Welcome(_props: ViewProps) {
  const { user } = useSession();
  return (
    <section className="rounded bg-white p-8" data-testid="page-welcome">
      <h1 className="text-xl font-medium">欢迎回来，{user?.nickName || user?.userName}</h1>
      <p className="mt-3 text-gray-600">
        按 <kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 font-mono text-xs">Ctrl</kbd> + <kbd className="rounded border border-gray-300 bg-gray-50 px-1.5 font-mono text-xs">K</kbd>（Mac 上为 ⌘K）打开命令面板，输入页面名称即可跳转；也可以使用左侧菜单。
      </p>
    </section>
  );
}
