import type OpenSeadragon from "openseadragon";
import { DeepZoomCanvas } from "./DeepZoomCanvas";
import { NotReady } from "./NotReady";
import type { ViewerImage } from "./types";
import { versionLabel } from "./versionLabel";

/** One image: deep zoom when its pyramid is ready, else its thumbnail and why not. */
export function ImageStage({ image, scroll, navigator, onViewer, mayTile }: {
  image: ViewerImage;
  scroll?: "right-to-left" | "left-to-right";
  navigator?: boolean;
  onViewer?: (viewer: OpenSeadragon.Viewer | null) => void;
  mayTile: boolean;
}) {
  const { infoUrl } = image;
  if (infoUrl === null || image.tileStatus !== "ready") return <NotReady image={image} mayTile={mayTile} />;
  return (
    <DeepZoomCanvas key={image.Id} image={{ ...image, infoUrl }} label={[image.title, image.viewLabel].filter(Boolean).join(" · ")}
      {...(scroll ? { scroll } : {})} {...(navigator !== undefined ? { navigator } : {})} {...(onViewer ? { onViewer } : {})} />
  );
}

export const imageLabel = (image: ViewerImage, index: number): string => image.viewLabel || versionLabel(image.version) || `第${index + 1}图`;
