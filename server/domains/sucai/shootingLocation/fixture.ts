import { defineFixture } from "../../fixture";

export const fixture = defineFixture("shootingLocation", {
  // Coordinates as the editor writes them; photos within the nine allowed.
  given: { geo: { lat: 39.9, lng: 116.4 }, images: [] },
});
