import { annotationImage } from "../../../../src/catalogue/registry";
import { EXPORT_ANNOTATIONS } from "../../../../src/catalogue/resources/revise/annotationImage";
import { read } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { registerViewAction } from "../../../resources/actions";
import { listPayload } from "../../../resources/payload";
import { defineRules } from "../../rules";
import { runAnnotationExport, startAnnotationExport } from "./exportPages";
import { listAnnotationImages } from "./listImages";

/** 标注列表: HD images with their annotation work (a list of its own), and 导出标注 as a job of W3C AnnotationPages. */
export const rules = defineRules("annotationImage", (registry: MethodRegistry) => {
  registry.add(method({
    service: annotationImage.service, method: "listAnnotationImage", input: listPayload, access: read(annotationImage.access),
    handler: (call, input) => listAnnotationImages(call, input),
  }));
  registerViewAction(registry, annotationImage, EXPORT_ANNOTATIONS, (call, value) => startAnnotationExport(call, value));
}, { jobs: { annotationExport: runAnnotationExport } });
