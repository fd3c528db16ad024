import { hdImage } from "../../catalogue/registry";
import { resourceClient } from "../../rpc/resourceClient";
import { hdpAdmin } from "../../rpc/services";
import { jsonq } from "../../rpc/listPayload";

/** One HD image as the work editor shows it. */
export interface PageImage {
  readonly Id: number;
  readonly code: string;
  readonly title: string;
  readonly pageNo: number | null;
  readonly tileStatus: string;
  readonly thumbnail: string | null;
  readonly subjectType?: string;
  readonly subjectTitle?: string | null;
}

const images = resourceClient(hdImage);
const FIELDS = ["Id", "code", "title", "pageNo", "tileStatus", "thumbnail", "subjectType", "subjectTitle"];

/** A work's images: the HD images whose subject it is, in page order (contract §1). */
export async function subjectImages(subjectType: string, subjectId: number): Promise<PageImage[]> {
  const answer = await images.list({
    page: { skip: 0, limit: 200 }, cond: { jsonq: jsonq({ subjectType, subjectId }) }, sort: { by: "pageNo", asc: true }, mask: { fields: FIELDS },
  });
  return answer.data as unknown as PageImage[]; // the fields of FIELDS
}

/** HD images whose title or code contains `text`, for the picker. */
export async function searchImages(text: string): Promise<PageImage[]> {
  const byTitle = await images.list({
    page: { skip: 0, limit: 20 }, cond: { jsonq: jsonq(/^HD-\d+$/i.test(text.trim()) ? { code: text.trim().toUpperCase() } : { title: text.trim() }) },
    sort: { by: "utime", asc: false }, mask: { fields: FIELDS },
  });
  return byTitle.data as unknown as PageImage[];
}

/** Makes exactly these images the work's, in this order (HdpServiceAdmin/setSubjectImages, contract §2). */
export async function saveSubjectImages(subjectType: string, subjectId: number, ids: readonly number[]): Promise<PageImage[]> {
  const answer = await hdpAdmin.setSubjectImages<PageImage>(subjectType, subjectId, ids);
  return answer.data;
}
