import { book, photo, relic, westernArtist, westernWork } from "../../src/catalogue/registry";
import { bookHooks, bookTransitions, photoHooks, photoTransitions } from "../domains/others/book/booksPhotos";
import { relicHooks, relicTransitions } from "../domains/wenwu/relic/relics";
import { westernArtistHooks, westernArtistTransitions, westernWorkHooks, westernWorkTransitions } from "../domains/west/westernArtist/westArtists";
import type { MethodRegistry } from "../platform/rpc/registry";
import { registerResource } from "../resources/methods";

/** Relics, Western art, books and photos (content.md §4–§6): generic methods, their rules and 上架/下架. */
export function registerRelicsWestOthers(registry: MethodRegistry): void {
  registerResource(registry, relic, { ...relicHooks, transitions: relicTransitions });
  registerResource(registry, westernArtist, { ...westernArtistHooks, transitions: westernArtistTransitions });
  registerResource(registry, westernWork, { ...westernWorkHooks, transitions: westernWorkTransitions });
  registerResource(registry, book, { ...bookHooks, transitions: bookTransitions });
  registerResource(registry, photo, { ...photoHooks, transitions: photoTransitions });
}
