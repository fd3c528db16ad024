import { calligraphyWork, contributor, exampleText, glyph, hotArtist } from "../../src/catalogue/registry";
import type { MethodRegistry } from "../platform/rpc/registry";
import { registerActions } from "../resources/actions";
import { registerResource } from "../resources/methods";
import { exampleHooks, exampleTransitions, computeExampleCoverage } from "../domains/sufa/exampleText/exampleTexts";
import { glyphHooks, glyphTransitions } from "../domains/sufa/glyph/glyphs";
import { hotArtistHooks, moveHotArtist } from "../domains/sufa/hotArtist/hotArtists";
import { workHooks, workTransitions } from "../domains/sufa/calligraphyWork/works";

/** The calligraphy library's methods (content.md §2): works, glyphs, contributors, hot artists, example texts. */
export function registerCalligraphy(registry: MethodRegistry): void {
  registerResource(registry, calligraphyWork, { ...workHooks, transitions: workTransitions });
  registerResource(registry, glyph, { ...glyphHooks, transitions: glyphTransitions });
  registerResource(registry, contributor);
  registerResource(registry, hotArtist, hotArtistHooks);
  registerActions(registry, hotArtist, { moveHotArtist }, hotArtistHooks);
  registerResource(registry, exampleText, { ...exampleHooks, transitions: exampleTransitions });
  registerActions(registry, exampleText, { computeExampleCoverage }, exampleHooks);
}
