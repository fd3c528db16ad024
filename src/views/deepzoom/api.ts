import { useQuery } from "@tanstack/react-query";
import { isRpcFailure } from "../../rpc/failures";
import { viewerAdmin } from "../../rpc/services";
import type { ImageSet, Manifest } from "./types";

/** What a viewer route asks for: one HD image (`?id=`), or a work's images (`?type=&id=`). */
export type SetRequest = { hdImageId: number } | { subjectType: string; subjectId: number };

const ID = /^[1-9]\d{0,15}$/;

/** The route's input, or a Chinese sentence saying what is wrong with the address. */
export function readRequest(params: URLSearchParams): SetRequest | string {
  const id = params.get("id");
  const type = params.get("type");
  if (!id) return "地址缺少 id 参数，请从列表的「高清查看」打开";
  if (!ID.test(id)) return `Id「${id}」不正确`;
  return type ? { subjectType: type, subjectId: Number(id) } : { hdImageId: Number(id) };
}

export function failureText(error: unknown, what: string): string {
  return isRpcFailure(error) && error.message !== "network" ? error.message : `网络异常，${what}没有加载`;
}

export function useImageSet(request: SetRequest | null) {
  return useQuery({
    queryKey: ["viewerImageSet", request],
    enabled: request !== null,
    retry: false,
    // Tile addresses are signed for about two hours; a viewer left open longer asks again.
    staleTime: 30 * 60_000,
    refetchInterval: (q) => (q.state.data?.images.some((i) => i.tileStatus === "queued" || i.tileStatus === "tiling") ? 5000 : false),
    queryFn: async () => (await viewerAdmin.getImageSet<ImageSet>(request ?? {}, { silent: true })).data,
  });
}

export function useManifest(type: string | null, Id: number | null) {
  return useQuery({
    queryKey: ["viewerManifest", type, Id],
    enabled: type !== null && Id !== null,
    retry: false,
    staleTime: 30 * 60_000,
    queryFn: async () => (await viewerAdmin.getManifest<Manifest>(type, Id, { silent: true })).data,
  });
}
