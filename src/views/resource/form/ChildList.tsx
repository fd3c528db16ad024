import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { Link } from "react-router";
import { jsonq } from "../../../rpc/listPayload";
import { resourceClient } from "../../../rpc/resourceClient";
import { Cell } from "../list/Cell";
import { childPath, routeOf, type ChildDef } from "../child/children";

const SHOWN = 20;

/** A parent record's children, read-only (the first 20, up to four columns), with a link to their own screen. */
export function ChildList({ child, parentId }: { child: ChildDef; parentId: number }) {
  const client = useMemo(() => resourceClient(child), [child]);
  const columns = useMemo(() => child.fields.filter((f) => f.listed && f.key !== child.parent.key && !Object.hasOwn(child.via?.fixed ?? {}, f.key)).slice(0, 4), [child]);
  const rows = useQuery({
    queryKey: ["children", child.name, child.via?.path, parentId],
    queryFn: ({ signal }) => client.list({
      page: { skip: 0, limit: SHOWN }, cond: { jsonq: jsonq({ ...child.via?.fixed, [child.parent.key]: parentId }) },
      sort: child.defaultSort, mask: { fields: columns.map((c) => c.key) },
    }, { signal }),
  });
  const path = childPath(child, parentId);
  const total = rows.data?.total ?? 0;
  return (
    <div className="space-y-3" data-testid={`children-${child.name}`}>
      {rows.isPending ? <p className="text-gray-600">加载中…</p> : total === 0 ? <p className="text-gray-600">还没有{child.label}。</p> : (
        <table className="w-full table-fixed border-collapse text-sm">
          <thead>
            <tr className="bg-gray-50 text-left text-gray-600">
              <th scope="col" className="w-16 px-2 py-1.5 font-normal">Id</th>
              {columns.map((c) => <th key={c.key} scope="col" className="px-2 py-1.5 font-normal">{c.label}</th>)}
            </tr>
          </thead>
          <tbody>
            {rows.data?.data.map((r) => (
              <tr key={r.Id} className="border-t border-gray-100">
                <td className="px-2 py-1.5 text-gray-600">{r.Id}</td>
                {columns.map((c) => <td key={c.key} className="truncate px-2 py-1.5"><Cell def={child} field={c} row={r} /></td>)}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {path && (
        <Link to={path} className="inline-block text-primary-active hover:underline" data-testid="child-link">
          在「{child.via?.title ?? routeOf(child)?.title ?? child.label}」页面{total > SHOWN ? `查看全部 ${total} 条` : "中管理"} ›
        </Link>
      )}
    </div>
  );
}
