import { useRef } from "react";
import { MAX_COLUMN, MIN_COLUMN } from "./columnWidth";

/**
 * The right edge of a column's header: drag it to make the column wider or narrower, double-click it to
 * give the column back the width of its kind. The keyboard resizes from the header itself (Alt ←/→).
 */
export function ResizeHandle({ label, width, onResize, onReset }: {
  label: string;
  width: number;
  onResize(px: number): void;
  onReset(): void;
}) {
  const drag = useRef<{ x: number; width: number } | null>(null);
  return (
    <span role="separator" aria-orientation="vertical" aria-label={`调整「${label}」列宽`} aria-valuenow={width} aria-valuemin={MIN_COLUMN} aria-valuemax={MAX_COLUMN}
      title="拖动调整列宽，双击恢复" data-testid="column-resize" data-slot="resize-handle"
      className="absolute inset-y-0 right-0 z-[2] w-2 cursor-col-resize touch-none select-none after:absolute after:inset-y-2 after:right-0 after:w-px after:bg-gray-300 hover:after:w-0.5 hover:after:bg-primary"
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        e.preventDefault();
        e.stopPropagation();
        e.currentTarget.setPointerCapture(e.pointerId);
        drag.current = { x: e.clientX, width };
      }}
      onPointerMove={(e) => {
        if (drag.current) onResize(drag.current.width + e.clientX - drag.current.x);
      }}
      onPointerUp={(e) => {
        drag.current = null;
        e.currentTarget.releasePointerCapture(e.pointerId);
      }}
      onClick={(e) => e.stopPropagation()}
      onDoubleClick={(e) => {
        e.stopPropagation();
        onReset();
      }} />
  );
}
