import { defineFixture } from "../../fixture";

export const fixture = defineFixture("calligraphyWork", {
  // 书法 (helper "sufa"): dictionary values; a glyph of one character; a 范文 whose length (charCount) differs per record.
  given: { age: "TANG", material: "PAPER", source: "MUSEUM", contributorId: null },
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  // Calligraphy (sufa): a free work with its cover, so that 上架 needs no tiled image; a one-character glyph; a 范文 in Chinese.
  givenForTransitions: { age: "EASTERN_JIN", accessLevel: "free", cover: "https://static.moyuan.example/sufa/cover/001.jpg", contributorId: null, material: "PAPER", source: "MUSEUM" },
  // 上架 needs the work's 书家.
  idOfForTransitions: { artistId: "ancientArtist" },
});
