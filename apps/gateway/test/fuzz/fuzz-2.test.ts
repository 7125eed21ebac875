import { fuzzShard } from "./fuzzer.js";

// One of four shards of the protocol fuzzer (fuzzer.ts), so vitest runs them side by side.
fuzzShard(2, 4);
