import type { ResourceDef } from "../../../catalogue";
import type { Rec } from "../../../rpc/resourceClient";

/** What a record panel (a slide-over tab of kind `panel`) is given. */
export interface RecordPanelProps {
  def: ResourceDef;
  record: Rec;
  canWrite: boolean;
  /** The panel changed the record: the editor reads it again. */
  onChanged(): void;
}
