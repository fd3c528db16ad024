import { useCallback, useRef, useState } from "react";
import { canWrite } from "../../acl/rights";
import { useSession } from "../../state/session";
import { glyph } from "../../catalogue/registry";
import type { Rec } from "../../rpc/resourceClient";
import { ResourceScreen, type ScreenControl } from "../resource/ResourceScreen";
import type { ViewProps } from "../viewProps";
import { GlyphPanel } from "./GlyphPanel";

/**
 * /sufa/glyphscorresponding: the glyphs in the grid (filter by 字 first), the focused one reviewed in the
 * panel beside it. Grid and panel are two keyboard panes; Tab moves between them.
 */
export default function GlyphReviewView({ route }: ViewProps) {
  const { user } = useSession();
  const [focused, setFocused] = useState<Rec | undefined>(undefined);
  const control = useRef<ScreenControl | null>(null);
  const onDone = useCallback((next: boolean) => {
    void control.current?.refresh().then(() => next && control.current?.move(1));
  }, []);
  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,3fr)_minmax(22rem,2fr)]">
      <ResourceScreen def={glyph} title={route.title} onFocusedRow={setFocused} onControl={(c) => void (control.current = c)} />
      <GlyphPanel glyph={focused} canWrite={canWrite(user?.acl.rights, glyph.access)} onDone={onDone} onMove={(d) => control.current?.move(d)} />
    </div>
  );
}
