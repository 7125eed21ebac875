import fc from "fast-check";
import { expect, it } from "vitest";
import { actionUrl, everyAction } from "@icms/protocol";
import { nearlyValid } from "./inputs.js";

it("reaches past the input check of every action, so handlers are fuzzed, not only schemas", () => {
  const unreached: string[] = [];
  for (const def of everyAction()) {
    const samples = fc.sample(nearlyValid(def.input, [1, 2, 3]), { numRuns: 300, seed: 7 });
    if (!samples.some((sample) => def.input.safeParse(sample).success)) unreached.push(actionUrl(def));
  }
  expect(unreached, "actions whose generated inputs never pass their schema").toEqual([]);
});
