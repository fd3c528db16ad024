import type { ViewProps } from "../viewProps";
import { ImageSetViewer } from "./DeepZoomViewer";

/**
 * /wenwu/view?type=wenwu&id= — RelicViewer (content.md §4.2): the relic's views (正面, 侧面, 铭文 …) as a
 * strip, deep zoom on the chosen one (`1`–`9` pick), and its registration panel open beside it (`i`).
 */
export default function RelicViewer(props: ViewProps) {
  return <ImageSetViewer {...props} relic />;
}
