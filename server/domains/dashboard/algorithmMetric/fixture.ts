import { defineFixture } from "../../fixture";

export const fixture = defineFixture("algorithmMetric", {
  // Rows are written by recordAlgorithmCall and the seed; the matrix writes one as they do (a unique hour row each).
  given: (n) => {
    const bucketAt = 1_795_298_400_000 + n * 3_600_000;
    return {
      bucketAt, algorithm: "SEARCH", modelVersion: "search-v5.2", platform: "IOS", bucketMinutes: 60, bucketKey: `SEARCH|search-v5.2|IOS|${bucketAt}|60`,
      calls: 120 + n, errors: 1, latencyP50: 80, latencyP95: 210, latencyP99: 380, zeroResult: 9,
    };
  },
});
