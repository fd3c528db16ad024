import { useId, useState } from "react";
import type { ResourceDef } from "../../../catalogue";
import { Combobox } from "../../../ui/combobox";
import { useRecordOptions } from "../useRecordOptions";

/** A child list opened without its parent: choose the parent first (typed, searched, Enter). Never an error page. */
export function ParentPicker({ title, parent, child, problem, onPick }: {
  title: string;
  parent: ResourceDef;
  child: ResourceDef;
  /** Why the parent in the address could not be shown. */
  problem?: string | undefined;
  onPick(Id: number): void;
}) {
  const id = useId();
  const [query, setQuery] = useState("");
  const { options, loading } = useRecordOptions(parent, query);
  return (
    <section className="space-y-4" aria-label={title} data-testid="parent-picker">
      <h1 className="text-lg font-medium">{title}</h1>
      <div className="max-w-md space-y-2 rounded border border-gray-200 bg-white p-6">
        {problem && <p role="alert" className="text-sm text-red-600">{problem}</p>}
        <label htmlFor={id} className="block text-gray-700">{child.label}属于哪个{parent.label}？</label>
        <Combobox id={id} autoFocus display="" query={query} onQueryChange={setQuery} options={options} loading={loading}
          onSelect={(o) => onPick(Number(o.value))} placeholder={`搜索${parent.label}名称，↑/↓ 选择，Enter 确定`} emptyText={`没有匹配的${parent.label}`} />
        <p className="text-xs text-gray-600">选择后，这里列出该{parent.label}的{child.label}，新建的{child.label}也归入它。</p>
      </div>
    </section>
  );
}
