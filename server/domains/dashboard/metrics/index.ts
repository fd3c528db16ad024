/**
 * Every figure file of the metric layer: importing one registers its figures (./registry.ts). A new
 * group of figures is one line here.
 */
import "./orders";
import "./orderSplits";
import "./visitors";
import "./vip";
import "./active";
import "./slowQuery";
import "./reportMembers";
import "./reportOps";
import "./dataSync";
import "./dataSyncLag";
import "./crawler";
import "./recognition";
import "./algorithm";
import "./bookkeepingChecks"; // also registers ./bookkeeping (账务报表)
import "./vipAnalysis";
import "./vipAnalysisSplits";
