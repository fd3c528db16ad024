import { useState } from "react";
import { canWrite } from "../../acl/rights";
import { useSession } from "../../state/session";
import { tagType } from "../../catalogue/registry";
import type { Rec } from "../../rpc/resourceClient";
import { ResourceScreen } from "../resource/ResourceScreen";
import type { ViewProps } from "../viewProps";
import { TagTree } from "./TagTree";

/**
 * /dataadmin/CategoryLabels: tag types in the grid, the focused type's items as a tree beside it.
 * Grid and tree are two keyboard panes: a key acts on the one that has the focus.
 */
export default function TagsView({ route }: ViewProps) {
  const { user } = useSession();
  const [type, setType] = useState<Rec | undefined>(undefined);
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(20rem,2fr)]">
      <ResourceScreen def={tagType} title={route.title} onFocusedRow={setType} />
      <TagTree type={type} canWrite={canWrite(user?.acl.rights, tagType.access)} />
    </div>
  );
}
