import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import type { RecordPanelName } from "../../../catalogue";
import type { RecordPanelProps } from "./recordPanelProps";

export type { RecordPanelProps } from "./recordPanelProps";

/** The panels a resource's slide-over may show as a tab (`recordTabs` of kind `panel`), each its own chunk. */
const PANELS: Readonly<Record<RecordPanelName, LazyExoticComponent<ComponentType<RecordPanelProps>>>> = {
  vodPlayer: lazy(() => import("../../vod/VodPlayerPanel")),
  visitorOrders: lazy(() => import("../../wudang/VisitorOrdersPanel")),
};

export function RecordPanel({ name, ...props }: RecordPanelProps & { name: RecordPanelName }) {
  const Panel = PANELS[name];
  return (
    <Suspense fallback={<p className="text-gray-600">加载中…</p>}>
      <Panel {...props} />
    </Suspense>
  );
}
