import { defineFixture } from "../../fixture";

const portfolio = [
  { url: "shiy/apply/test/1.jpg", title: "写生稿", year: 2025, size: "68×45cm" },
  { url: "shiy/apply/test/2.jpg", title: "近作", year: 2025, size: "68×45cm" },
  { url: "shiy/apply/test/3.pdf", title: "作品集", year: 2024, size: "" },
];

export const fixture = defineFixture("programmeApplication", {
  // A portfolio holds 3–20 uploaded files.
  given: { portfolio },
});
