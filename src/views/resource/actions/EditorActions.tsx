import { useState } from "react";
import type { ActionChoice, ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";
import type { ScreenAccess } from "../access";
import { ActionButtons } from "./ActionButtons";
import { offersFor, type Offer } from "./offers";

/** The slide-over's footer buttons for its record: the actions and transitions its state allows, and 删除. */
export function EditorActions({ def, record, access, onStart }: {
  def: ResourceDef;
  record: Rec;
  access: ScreenAccess;
  onStart(offer: Offer, row: Rec, choice?: ActionChoice): void;
}) {
  const [menuOpen, setMenuOpen] = useState<string | null>(null);
  const offers = offersFor(def, { kind: "row", row: record }, access);
  if (offers.length === 0) return null;
  return <ActionButtons offers={offers} onStart={(o, choice) => onStart(o, record, choice)} menuOpen={menuOpen} onMenuOpenChange={setMenuOpen} />;
}
