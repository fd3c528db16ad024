import { useEffect } from "react";
import { useSearchParams } from "react-router";
import type { Rec, ResourceClient } from "../../../rpc/resourceClient";

/**
 * `?open={Id}`: a record chosen in the palette's record search opens in this screen's slide-over
 * once it has been read; the parameter is then dropped from the address.
 */
export function useOpenParam(client: ResourceClient, onRead: (record: Rec) => void, enabled = true): void {
  const [params, setParams] = useSearchParams();
  const openId = Number(params.get("open"));
  useEffect(() => {
    if (!enabled || !Number.isInteger(openId) || openId <= 0) return;
    let gone = false;
    client.get(openId).then((fresh) => {
      if (gone) return;
      onRead(fresh.data);
      setParams((p) => (p.delete("open"), p), { replace: true });
    }, () => undefined);
    return () => void (gone = true);
  }, [enabled, openId, client, onRead, setParams]);
}
