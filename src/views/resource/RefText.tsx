import { refDisplay } from "./format";
import { refId, useRefTitle } from "./list/refTitles";

/**
 * A reference as the title of the record it points at, its Id a quieter hint after it; 已删除 or
 * 无权查看 when the record is gone or the reader may not see it.
 */
export function RefText({ resource, value }: { resource: string | undefined; value: unknown }) {
  const id = refId(value);
  const { text, hint, state } = refDisplay(useRefTitle(resource, id), id);
  if (id === null) return null;
  // A polymorphic reference whose type points at nothing: only the number is known.
  if (!resource) return <span className="tabular-nums">{id}</span>;
  return (
    <span data-slot="ref" data-ref-state={state}>
      <span className={state === "title" ? undefined : "text-gray-600"}>{text}</span>
      {hint && <span className="ml-1 text-xs text-gray-500 tabular-nums">{hint}</span>}
    </span>
  );
}
