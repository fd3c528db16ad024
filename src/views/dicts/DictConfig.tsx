import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { canWrite } from "../../acl/rights";
import { useSession } from "../../state/session";
import { type FieldDef } from "../../catalogue";
import { dict } from "../../catalogue/registry";
import { jsonq } from "../../rpc/listPayload";
import { resourceClient, type Rec } from "../../rpc/resourceClient";
import { Badge } from "../../ui/badge";
import { Button } from "../../ui/button";
import { formatValue } from "../resource/format";
import type { ViewProps } from "../viewProps";
import { changed, useCachedVersions, useRefreshCache } from "./cache";
import { ConfigForm } from "./ConfigForm";

const client = resourceClient(dict);
/** The version is when the dictionary last changed (epoch ms): read as a Shanghai date and time. */
const VERSION_AS_TIME: FieldDef = { key: "version", label: "版本", kind: "datetime" };
const versionText = (v: unknown) => (typeof v === "number" ? formatValue(VERSION_AS_TIME, v) : "—");

/**
 * /dataadmin/config: the dictionaries' configuration. Each dictionary with its server version (as a
 * time), the version this browser has cached (已是最新 / 有更新, 刷新缓存), and its `config` JSON in
 * the engine's own input and validation.
 */
export default function DictConfig({ route }: ViewProps) {
  const { user } = useSession();
  const writable = canWrite(user?.acl.rights, dict.access);
  const queryClient = useQueryClient();
  const cached = useCachedVersions();
  const refresh = useRefreshCache();
  const [editing, setEditing] = useState<number | null>(null);
  const [refreshing, setRefreshing] = useState<string | null>(null);
  const rows = useQuery({
    queryKey: ["dictConfig"],
    queryFn: ({ signal }) => client.list({ page: { skip: 0, limit: 200 }, cond: { jsonq: jsonq({}) }, sort: dict.defaultSort }, { signal }),
  });
  const current = rows.data?.data.find((r) => r.Id === editing) ?? null;
  const onRefresh = async (name: string) => {
    setRefreshing(name);
    try {
      await refresh(name);
    } finally {
      setRefreshing(null);
    }
  };

  return (
    <section className="space-y-4 rounded bg-white p-6" data-testid="dict-config">
      <header>
        <div className="flex items-center justify-between gap-4">
          <h1 className="text-lg font-medium">{route.title}</h1>
          <Button size="sm" disabled={rows.isFetching} onClick={() => {
            changed();
            void rows.refetch();
          }}>重新检查版本</Button>
        </div>
        <p className="text-sm text-gray-600">每个字典的版本是它最近一次修改的时间。控制台把字典缓存在浏览器中，启动时按版本取回有更新的字典；这里可以立即刷新本浏览器的缓存，并编辑字典的配置（JSON）。</p>
      </header>
      {rows.isPending ? <p className="text-gray-600">加载中…</p> : (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(22rem,2fr)]">
          <table className="w-full border-collapse text-sm" data-testid="dict-config-table">
            <caption className="sr-only">字典与缓存版本</caption>
            <thead>
              <tr className="bg-gray-50 text-left text-gray-600">
                <th scope="col" className="px-2 py-1.5 font-normal">字典</th>
                <th scope="col" className="px-2 py-1.5 font-normal">服务器版本</th>
                <th scope="col" className="px-2 py-1.5 font-normal">本浏览器缓存</th>
                <th scope="col" className="whitespace-nowrap px-2 py-1.5 font-normal">配置</th>
                <th scope="col" className="px-2 py-1.5 font-normal"><span className="sr-only">操作</span></th>
              </tr>
            </thead>
            <tbody>
              {rows.data?.data.map((r) => (
                <DictRow key={r.Id} row={r} cached={cached[String(r.name)]} selected={r.Id === editing} writable={writable}
                  refreshing={refreshing === r.name} onRefresh={() => void onRefresh(String(r.name))} onEdit={() => setEditing(r.Id)} />
              ))}
            </tbody>
          </table>
          {current ? (
            <ConfigForm key={`${current.Id}-${current.utime}`} record={current} readOnly={!writable} onClose={() => setEditing(null)}
              onSaved={() => void queryClient.invalidateQueries({ queryKey: ["dictConfig"] })} />
          ) : <p className="text-sm text-gray-600">选择一个字典的「{writable ? "编辑配置" : "查看配置"}」以{writable ? "编辑" : "查看"}它的配置。</p>}
        </div>
      )}
    </section>
  );
}

function DictRow({ row, cached, selected, writable, refreshing, onRefresh, onEdit }: {
  row: Rec;
  cached: number | undefined;
  selected: boolean;
  writable: boolean;
  refreshing: boolean;
  onRefresh(): void;
  onEdit(): void;
}) {
  const fresh = cached !== undefined && cached === row.version;
  const hasConfig = row.config !== null && row.config !== undefined;
  return (
    <tr className={`border-t border-gray-100 align-top ${selected ? "bg-primary/5" : ""}`} data-testid="dict-config-row" data-name={String(row.name)}>
      <th scope="row" className="px-2 py-1.5 text-left font-normal">
        {String(row.label)} <span className="text-xs text-gray-600">{String(row.name)}</span>
      </th>
      <td className="whitespace-nowrap px-2 py-1.5 tabular-nums" data-testid="server-version">{versionText(row.version)}</td>
      <td className="px-2 py-1.5">
        <span className="mr-2 tabular-nums" data-testid="cached-version">{cached === undefined ? "未缓存" : versionText(cached)}</span>
        <Badge tone={fresh ? "success" : "warning"} data-testid="cache-state">{fresh ? "已是最新" : "有更新"}</Badge>
      </td>
      <td className="px-2 py-1.5 text-gray-600">{hasConfig ? "已配置" : "—"}</td>
      <td className="space-x-1 whitespace-nowrap px-2 py-1.5 text-right">
        <Button size="sm" disabled={refreshing} onClick={onRefresh} aria-label={`刷新缓存：${String(row.label)}`}>刷新缓存</Button>
        <Button size="sm" onClick={onEdit} aria-pressed={selected} aria-label={`${writable ? "编辑配置" : "查看配置"}：${String(row.label)}`}>{writable ? "编辑配置" : "查看配置"}</Button>
      </td>
    </tr>
  );
}
