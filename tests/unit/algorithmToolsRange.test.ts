import { describe, expect, it } from "vitest";
import { toolsRange } from "../../src/views/dashboard/algorithm/toolsRange";
import { drillUrl } from "../../src/views/dashboard/drill";

// 2026-01-01 00:30 in Shanghai is still 2025-12-31 16:30 in UTC: the sections' days are Shanghai's.
const NEW_YEAR = Date.UTC(2025, 11, 31, 16, 30);

describe("/dashboard/algorithm's /tools sections", () => {
  it("read the window as whole Shanghai days up to today, a bar per day", () => {
    expect(toolsRange("1h", NEW_YEAR)).toEqual({ from: "2026-01-01", to: "2026-01-01", granularity: "day" });
    expect(toolsRange("24h", NEW_YEAR)).toEqual({ from: "2025-12-31", to: "2026-01-01", granularity: "day" });
    expect(toolsRange("7d", NEW_YEAR)).toEqual({ from: "2025-12-26", to: "2026-01-01", granularity: "day" });
    expect(toolsRange("30d", NEW_YEAR)).toEqual({ from: "2025-12-03", to: "2026-01-01", granularity: "day" });
  });

  it("a drill's fixed filters go into the address beside the days; a slice's own filter wins", () => {
    const drill = { route: "/tools/aishitu", filter: { field: "queriedAt" }, where: { feedback: "wrong" } };
    const url = new URL(drillUrl(drill, "2026-01-01", "2026-01-02", { modelVersion: "shitu-v3.3.1" }), "http://x");
    expect(url.pathname).toBe("/tools/aishitu");
    expect(Object.fromEntries(url.searchParams)).toEqual({ "f.queriedAt": "2026-01-01 00:00~2026-01-02 23:59", "f.feedback": "wrong", "f.modelVersion": "shitu-v3.3.1" });
    expect(new URL(drillUrl(drill, "2026-01-01", "2026-01-01", { feedback: "correct" }), "http://x").searchParams.get("f.feedback")).toBe("correct");
  });
});
