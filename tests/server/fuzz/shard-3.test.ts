// Shard 3 of the RPC fuzz (tests/server/fuzz/core.ts): the shards run in parallel, each on a server of its own.
import { fuzzShard } from "./core";

fuzzShard(3);
