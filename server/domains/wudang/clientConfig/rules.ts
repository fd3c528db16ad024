import { z } from "zod";
import { clientConfig } from "../../../../src/catalogue/registry";
import { decodeRow } from "../../../platform/db/columns";
import { publicMethod, type MethodRegistry } from "../../../platform/rpc/registry";
import { registerActions } from "../../../resources/actions";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** 客户端配置: the generic methods, 启用/停用, and the configuration the client apps read (BaseService/getAppConfig). */
export const rules = defineRules("clientConfig", (registry: MethodRegistry) => {
  registerResource(registry, clientConfig);
  registerActions(registry, clientConfig, { setClientConfigEnabled: ({ input }) => ({ enabled: input.enabled }) });

  // Public: the client apps read their configuration before anyone signs in.
  registry.add(publicMethod({
    service: "BaseService", method: "getAppConfig",
    input: z.object({ platform: z.string().max(16).optional() }),
    async handler(call, { platform }) {
      let q = call.db.selectFrom("client_config").select(["platform", "name", "version", "minVersion", "downloadUrl", "releaseNotes", "config"]).where("enabled", "=", 1);
      if (platform !== undefined) q = q.where("platform", "=", platform);
      const rows = (await q.orderBy("platform").execute()).map((r) => decodeRow(clientConfig.fields, r));
      return { data: rows };
    },
  }));
});
