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
import "./vipAnalysis";
import "./vipAnalysisSplits";
