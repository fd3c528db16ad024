import type { ActionChoice, ResourceDef } from "../../../catalogue";
import { Button } from "../../../ui/button";
import { Kbd } from "../../../ui/kbd";
import { ActionButtons } from "../actions/ActionButtons";
import type { Offer } from "../actions/offers";
import { targetPhrase, type Target } from "../actions/target";

/**
 * What the commands act on, and what may be done to it: the focused row, or the selection (with
 * "全选 N 条匹配" to take every row the filter matches, loaded or not).
 */
export function SelectionBar({ def, target, total, offers, onStart, menuOpen, onMenuOpenChange, onSelectAllMatching, onClear }: {
  def: ResourceDef;
  target: Target | null;
  total: number;
  offers: readonly Offer[];
  onStart(offer: Offer, choice?: ActionChoice): void;
  menuOpen: string | null;
  onMenuOpenChange(key: string | null): void;
  onSelectAllMatching(): void;
  onClear(): void;
}) {
  const many = target !== null && target.kind !== "row";
  return (
    <div data-testid="selection-bar" data-slot="selection-bar" aria-label="当前操作对象" role="region"
      className={`flex min-h-11 flex-wrap items-center gap-2 rounded border px-3 py-1.5 ${many ? "border-primary/40 bg-primary-soft" : "border-gray-200 bg-white"}`}>
      {target === null ? <span className="text-sm text-gray-600">按 ↓ 选中一行，按 X 多选；命令面板（Ctrl K）列出可执行的操作。</span> : (
        <>
          <span className="text-sm" data-testid="target">
            {target.kind === "row" ? <>当前行：{targetPhrase(def, target)}</> : target.kind === "rows" ? `已选 ${target.rows.length} 条` : `已选全部 ${target.total} 条匹配`}
          </span>
          {target.kind === "rows" && total > target.rows.length && (
            <Button size="sm" variant="link" onClick={onSelectAllMatching} data-testid="select-all-matching">全选 {total} 条匹配 <Kbd>Ctrl A</Kbd></Button>
          )}
          {offers.length > 0 && <span className="mx-1 h-4 w-px bg-gray-300" aria-hidden="true" />}
          <ActionButtons offers={offers} onStart={onStart} menuOpen={menuOpen} onMenuOpenChange={onMenuOpenChange} />
          {many && <Button size="sm" variant="ghost" onClick={onClear} className="ml-auto">取消选择 <Kbd>Esc</Kbd></Button>}
        </>
      )}
    </div>
  );
}
