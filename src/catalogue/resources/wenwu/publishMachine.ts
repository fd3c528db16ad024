import { defineMachine } from "../../machine";

/**
 * content.md §0.4 for the relic, Western and other libraries: 上架 (draft/offline → online) runs the
 * library's checks in `hook`; 下架 (online → offline). Both work on a selection.
 */
export function publishMachine(hook: string, what: string) {
  return defineMachine({
    field: "publishState",
    initial: "draft",
    states: [
      { value: "draft", tone: "neutral" },
      { value: "online", tone: "success" },
      { value: "offline", tone: "warning" },
    ],
    transitions: [
      { name: "putOnline", label: "上架", from: ["draft", "offline"], to: "online", hook, scope: "rows", shortcut: "U" },
      { name: "takeOffline", label: "下架", from: ["online"], to: "offline", scope: "rows", shortcut: "O", confirm: `下架后用户将看不到该${what}，确定下架吗？` },
    ],
  });
}
