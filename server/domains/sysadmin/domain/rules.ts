import { z } from "zod";
import { domain } from "../../../../src/catalogue/registry";
import { shanghaiDate } from "../../../../src/catalogue/kinds/shanghai";
import { decodeRow } from "../../../platform/db/columns";
import { read } from "../../../platform/rpc/call";
import { method, type MethodRegistry } from "../../../platform/rpc/registry";
import { registerResource } from "../../../resources/methods";
import { defineRules } from "../../rules";

/** The platform's domains and their expiry: listExpirationIsComingDomain answers those expiring within the configured days, soonest first. */
export const rules = defineRules("domain", (registry: MethodRegistry) => {
  registry.add(method({
    service: domain.service, method: "listExpirationIsComingDomain", access: read("sysadmin"), input: z.object({}),
    async handler(call) {
      const now = call.now();
      const today = shanghaiDate(now);
      const limit = shanghaiDate(now + call.config.domainExpiryDays * 86_400_000);
      const rows = await call.db.selectFrom("domain").selectAll().where("expiresAt", "<=", limit).orderBy("expiresAt", "asc").execute();
      const data = rows.map((r) => {
        const d = decodeRow(domain.fields, r);
        const daysLeft = Math.round((Date.parse(`${String(d.expiresAt)}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
        return { ...d, daysLeft, expired: daysLeft < 0 };
      });
      return { data, total: data.length, thresholdDays: call.config.domainExpiryDays };
    },
  }));

  registerResource(registry, domain);
});
