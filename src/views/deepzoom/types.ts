/** What ViewerServiceAdmin answers (server/services/viewer.ts; issue 15 contract §4). */

export interface ViewerImage {
  Id: number;
  code: string;
  title: string;
  viewLabel: string;
  version: string;
  pageNo: number | null;
  widthPx: number;
  heightPx: number;
  ppi: number | null;
  heightCm?: number;
  widthCm?: number;
  tileStatus: "none" | "queued" | "tiling" | "ready" | "failed" | string;
  tileError: string | null;
  infoUrl: string | null;
  thumbnailUrl: string | null;
  attribution: string | null;
  license: string | null;
  downloadable: boolean;
}

export interface ViewerSubject {
  type: string;
  Id: number;
  title: string;
  form?: string;
  viewingDirection?: string;
  fields: { label: string; value: string }[];
}

export interface ImageSet {
  subject: ViewerSubject;
  images: ViewerImage[];
}

/** The parts of a IIIF Presentation 3 manifest the album viewer and the book reader read. */
export interface ManifestCanvas {
  id: string;
  label?: { zh?: string[] };
  summary?: { zh?: string[] };
  width: number;
  height: number;
  thumbnail?: { id: string }[];
  "moyuan:hdImageId"?: number;
  items: { items: { body: { id: string; service?: { id: string; type: string }[] } }[] }[];
}

export interface Manifest {
  id: string;
  label: { zh?: string[] };
  summary?: { zh?: string[] };
  behavior?: string[];
  viewingDirection?: string;
  requiredStatement?: { label: { zh?: string[] }; value: { zh?: string[] } };
  rights?: string;
  items: ManifestCanvas[];
  structures?: { id: string; label: { zh?: string[] }; items: { id: string }[] }[];
}

export const zh = (map: { zh?: string[] } | undefined): string => map?.zh?.join("") ?? "";
