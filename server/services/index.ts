import { MethodRegistry } from "../rpc/registry";
import { registerBaseData } from "./baseData";
import { registerDicts } from "./dicts";
import { registerJobs } from "./jobs";
import { registerMultiLevelTag } from "./multiLevelTag";
import { registerOrders } from "./orders";
import { registerSearch } from "./search";
import { registerStorage } from "./storage";
import { registerSysAdmin } from "./sysAdmin";
import { registerTourist } from "./tourist";
import { registerTouristRequests } from "./touristRequests";

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
  registerOrders(registry);
  registerTourist(registry);
  registerTouristRequests(registry);
  return registry;
}
