import { clientConfig } from "../../../../src/catalogue/registry";
import { clientConfigs } from "../../../seed/data/clientConfigs";
import { defineSeed } from "../../../seed/factory";

/** The five client apps; the mini-programme is switched off to show a disabled row. */
export const seed = defineSeed({
  resource: clientConfig,
  async run(ctx) {
    for (const c of clientConfigs) await ctx.insert(clientConfig, { ...c });
  },
});
