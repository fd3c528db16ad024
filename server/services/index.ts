import { MethodRegistry } from "../rpc/registry";
import { registerArtistLedger } from "./artistLedger";
import { registerAddresses } from "./addresses";
import { registerBaseData } from "./baseData";
import { registerBookkeeping } from "./bookkeeping";
import { registerCourses } from "./courses";
import { registerDicts } from "./dicts";
import { registerJobs } from "./jobs";
import { registerMarketing } from "./marketing";
import { registerMultiLevelTag } from "./multiLevelTag";
import { registerOrders } from "./orders";
import { registerPayments } from "./payments";
import { registerPoints } from "./points";
import { registerSearch } from "./search";
import { registerStorage } from "./storage";
import { registerSysAdmin } from "./sysAdmin";
import { registerTourist } from "./tourist";
import { registerVipGoods } from "./vipGoods";
import { registerTouristContent } from "./touristContent";
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
  registerBookkeeping(registry);
  registerArtistLedger(registry);
  registerVipGoods(registry);
  registerTouristContent(registry);
  registerAddresses(registry);
  registerTouristRequests(registry);
  registerPayments(registry);
  registerMarketing(registry);
  registerPoints(registry);
  registerCourses(registry);
  return registry;
}
