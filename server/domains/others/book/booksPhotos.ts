/**
 * Books and photos (content.md §6): an ISBN must carry a right check digit; a book goes on line with
 * at least one page, a photo with its picture (and either with ready tiles unless free).
 */
import { refuseOnlineDelete } from "../../../resources/publish";
import { book, photo } from "../../../../src/catalogue/registry";
import type { ResourceHooks } from "../../../resources/hooks";
import { invalid } from "../../../platform/wire/errors";
import { publishRule, withNewCount } from "../../wenwu/relic/publish";

/** ISBN-13 check: weights 1,3,1,3… over the first 12 digits; the 13th makes the sum a multiple of 10. */
export function isbnValid(isbn: string): boolean {
  if (!/^\d{13}$/.test(isbn)) return false;
  const sum = [...isbn.slice(0, 12)].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return (10 - (sum % 10)) % 10 === Number(isbn[12]);
}

export const bookHooks: ResourceHooks = {
  beforeWrite({ mode, value }) {
    if (typeof value.isbn === "string" && !isbnValid(value.isbn)) throw invalid(`ISBN「${value.isbn}」的校验位不正确`);
    return Promise.resolve(withNewCount(value, mode));
  },
  beforeDelete: refuseOnlineDelete(book),
};

export const photoHooks: ResourceHooks = {
  beforeWrite({ mode, value }) {
    const geo = value.geo as { lat?: unknown; lng?: unknown } | null | undefined;
    if (geo !== null && geo !== undefined) {
      const { lat, lng } = geo;
      if (typeof lat !== "number" || typeof lng !== "number" || Math.abs(lat) > 90 || Math.abs(lng) > 180) {
        throw invalid("坐标应为 {lat, lng}：纬度 −90～90，经度 −180～180");
      }
    }
    return Promise.resolve(withNewCount(value, mode));
  },
  beforeDelete: refuseOnlineDelete(photo),
};

export const bookTransitions = publishRule({ resource: book, subjectType: "book", missing: (_r, pages) => (pages > 0 ? [] : ["书页（至少 1 张高清图）"]) });

export const photoTransitions = publishRule({ resource: photo, subjectType: "photo", missing: (_r, images) => (images > 0 ? [] : ["高清图"]) });
