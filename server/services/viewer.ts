import { z } from "zod";
import { SUBJECT_TYPES } from "../../src/catalogue/resources/content/contentEnums";
import { imageSetOfImage, imageSetOfSubject } from "../domains/hd/hdImage/iiif/imageSet";
import type { ViewerImage } from "../domains/hd/hdImage/iiif/images";
import { manifestOfAlbum, manifestOfSubject } from "../domains/hd/hdImage/iiif/manifestOf";
import { SIGNED_IN } from "../platform/rpc/call";
import { method, type MethodRegistry } from "../platform/rpc/registry";

const SUBJECTS = SUBJECT_TYPES.map((t) => t.value).filter((v) => v !== "none") as [string, ...string[]];
const recordId = (what: string) => z.number({ error: `请指定${what}` }).int(`${what}必须是整数`).positive(`${what}必须是正整数`);

const imageSetInput = z.union([
  z.object({ hdImageId: recordId("高清图 Id") }),
  z.object({
    subjectType: z.enum(SUBJECTS, { error: "所属类型不正确" }),
    subjectId: recordId("条目 Id"),
  }),
], { error: "请指定高清图（hdImageId）或条目（subjectType 与 subjectId）" });

const manifestInput = z.object({
  type: z.enum(["hdAlbum", ...SUBJECTS] as [string, ...string[]], { error: "清单类型不正确" }),
  Id: recordId("Id"),
});

/** The contract's image: the signed service base is for manifests only. */
function publicImage({ serviceBase, ...image }: ViewerImage): Omit<ViewerImage, "serviceBase"> {
  void serviceBase;
  return image;
}

/**
 * What the deep-zoom viewers read (content.md §17): `ViewerServiceAdmin/getImageSet` — an image set with
 * signed tile addresses — and `getManifest` — a IIIF Presentation 3 manifest of an album or a work.
 * Rights are checked inside (server/domains/hd/hdImage/iiif/access.ts): they depend on what is asked for.
 */
export function registerViewer(registry: MethodRegistry): void {
  registry.add(method({
    service: "ViewerServiceAdmin", method: "getImageSet", access: SIGNED_IN, input: imageSetInput,
    async handler(call, input) {
      const set = "hdImageId" in input
        ? await imageSetOfImage(call, input.hdImageId)
        : await imageSetOfSubject(call, input.subjectType, input.subjectId);
      return { data: { subject: set.subject, images: set.images.map(publicImage) } };
    },
  }));
  registry.add(method({
    service: "ViewerServiceAdmin", method: "getManifest", access: SIGNED_IN, input: manifestInput,
    async handler(call, { type, Id }) {
      return { data: type === "hdAlbum" ? await manifestOfAlbum(call, Id) : await manifestOfSubject(call, type, Id) };
    },
  }));
}
