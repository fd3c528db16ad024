import type { ViewProps } from "../viewProps";
import { ManifestViewer } from "./ManifestViewer";

/** /hd/hdpcoll/view?id= — an album's manifest (content.md §1.4, §17.2). */
export default function AlbumViewer(props: ViewProps) {
  return <ManifestViewer {...props} type="hdAlbum" />;
}
