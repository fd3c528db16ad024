import { MethodRegistry } from "../rpc/registry";
import { registerAddresses } from "./addresses";
import { registerBaseData } from "./baseData";
import { registerDicts } from "./dicts";
import { registerJobs } from "./jobs";
import { registerMultiLevelTag } from "./multiLevelTag";
import { registerSearch } from "./search";
import { registerStorage } from "./storage";
import { registerSysAdmin } from "./sysAdmin";
import { registerTouristContent } from "./touristContent";

/** Every method the server answers. */
export function buildRegistry(): MethodRegistry {
  const registry = new MethodRegistry();
  registerSysAdmin(registry);
  registerBaseData(registry);
  registerDicts(registry);
  registerMultiLevelTag(registry);
  registerStorage(registry);
  registerSearch(registry);
  registerJobs(registry);
  registerTouristContent(registry);
  registerAddresses(registry);
  return registry;
}
