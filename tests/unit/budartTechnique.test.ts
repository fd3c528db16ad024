import { expect, it } from "vitest";
import { parseTechnique } from "../../server/domains/tools/budartWork/technique";
import { timeframeOf } from "../../server/domains/tools/budartWork/stagingData";

it("reads a catalogue export's technique into our medium and the size in centimetres", () => {
  expect(parseTechnique("Oil on panel, 77 x 53 cm")).toEqual({ medium: "OIL_PANEL", heightCm: 77, widthCm: 53 });
  expect(parseTechnique("Oil on canvas, 73,7 × 92,1 cm")).toEqual({ medium: "OIL_CANVAS", heightCm: 73.7, widthCm: 92.1 });
  expect(parseTechnique("Tempera and oil on panel, 69 x 173.4 cm").medium).toBe("TEMPERA");
  expect(parseTechnique("Oil on oak panel, 117 x 163 cm").medium).toBe("OIL_PANEL");
  expect(parseTechnique("Engraving, 24 x 18.8 cm").medium).toBe("ETCHING");
  // What it cannot tell stays empty for a person to pick, rather than guessed.
  expect(parseTechnique("Mixed media on board")).toEqual({ medium: null, heightCm: null, widthCm: null });
  expect(parseTechnique("Marble, height 174 cm")).toEqual({ medium: "MARBLE", heightCm: null, widthCm: null });
});

it("files a date under the export's 50-year timeframe", () => {
  expect(timeframeOf("c. 1503-1519")).toBe("1501-1550");
  expect(timeframeOf("1550")).toBe("1501-1550");
  expect(timeframeOf("1551")).toBe("1551-1600");
  expect(timeframeOf("undated")).toBeNull();
});
