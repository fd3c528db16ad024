import { defineFixture } from "../../fixture";
import { anImageOf } from "../../hd/hdImage/fixture";

export const fixture = defineFixture("photo", {
  given: { geo: { lat: 40.04, lng: 94.81 } },
  // The state-machine matrix creates with other data (its own GIVEN before the maps were merged):
  givenForTransitions: { accessLevel: "free", geo: { lat: 40.04, lng: 94.81 } },
  // A photo goes on line with its picture: an HD image whose subject it is.
  afterCreate: (s, record) => anImageOf(s.db, "photo", record.Id, s.now()),
});
