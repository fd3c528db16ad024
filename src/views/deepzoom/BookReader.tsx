import type { ViewProps } from "../viewProps";
import { ManifestViewer } from "./ManifestViewer";

/** /others/book/view?id= — a book's pages as spreads (content.md §6.3, §17.2). */
export default function BookReader(props: ViewProps) {
  return <ManifestViewer {...props} type="book" />;
}
