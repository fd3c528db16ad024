import { useQuery } from "@tanstack/react-query";
import { RpcFailure } from "../../rpc/failures";
import type { Rec } from "../../rpc/resourceClient";
import { shiyAdmin } from "../../rpc/services";

/** The item's master as a small picture (the server renders it: a TIFF does not show in a browser), or why not. */
export function MasterThumbnail({ item }: { item: Rec }) {
  const thumb = useQuery({
    queryKey: ["captureMasterThumbnail", item.Id, item.masterFile, item.hdImageId],
    queryFn: ({ signal }) => shiyAdmin.getCaptureMasterThumbnail(item.Id, { signal, silent: true }),
    enabled: typeof item.masterFile === "string" && item.masterFile !== "",
    retry: false,
    staleTime: 10 * 60_000,
  });
  if (typeof item.masterFile !== "string" || item.masterFile === "") return null;
  if (thumb.isPending) return <p className="text-xs text-gray-500">母版缩略图加载中…</p>;
  if (thumb.isError) {
    const why = thumb.error instanceof RpcFailure && thumb.error.message !== "" ? thumb.error.message : "母版缩略图暂时无法显示";
    return <p className="text-xs text-amber-800" data-testid="qc-master-missing">{why}</p>;
  }
  return <img src={thumb.data.data.url} alt="母版缩略图" data-testid="qc-master-thumbnail" className="max-h-40 rounded border border-gray-200 object-contain" />;
}
