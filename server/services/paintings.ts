import { ancientArtist, ancientIndexEntry, artistWork, paintingWork } from "../../src/catalogue/registry";
import { listPayload, selectionPayload } from "../resources/payload";
import { registerResource } from "../resources/methods";
import { read, write } from "../platform/rpc/call";
import { method, type MethodRegistry } from "../platform/rpc/registry";
import { mergeArtists } from "../suha/artistMerge";
import { artistHooks, artistTransitions } from "../suha/artistRules";
import { listArtistWorks } from "../suha/artistWorks";
import { createWorkFromEntry, indexEntryHooks, matchEntry, unmatchEntry } from "../suha/indexMatching";
import { paintingHooks, paintingTransitions } from "../suha/paintingRules";

/**
 * The painting-and-calligraphy library's methods (content.md §3): works, the ancient index, ancient
 * artists, an artist's works. Row actions that only open a screen (高清查看, 整页编辑, 查看作品) have no method.
 */
export function registerPaintings(registry: MethodRegistry): void {
  registerResource(registry, paintingWork, { ...paintingHooks, transitions: paintingTransitions });
  registerResource(registry, ancientIndexEntry, {
    ...indexEntryHooks, transitions: { match: matchEntry, createWork: createWorkFromEntry, unmatch: unmatchEntry },
  });
  registerResource(registry, ancientArtist, { ...artistHooks, transitions: artistTransitions });
  registry.add(method({
    service: ancientArtist.service, method: "mergeAncientArtist", input: selectionPayload, access: write(ancientArtist.access),
    handler: (call, input) => mergeArtists(call, input),
  }));
  registry.add(method({
    service: artistWork.service, method: "listArtistWorks", input: listPayload, access: read(artistWork.access),
    handler: (call, input) => listArtistWorks(call, input),
  }));
}
