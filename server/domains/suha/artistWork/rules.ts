import { artistWork } from "../../../../src/catalogue/registry";
import { read } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { listPayload } from "../../../resources/payload";
import { defineRules } from "../../rules";
import { listArtistWorks } from "./artistWorks";

/** 书画家作品: an artist's works across the work tables, a list of its own (查看作品 only opens a screen). */
export const rules = defineRules("artistWork", (registry: MethodRegistry) => {
  registry.add(method({
    service: artistWork.service, method: "listArtistWorks", input: listPayload, access: read(artistWork.access),
    handler: (call, input) => listArtistWorks(call, input),
  }));
});
