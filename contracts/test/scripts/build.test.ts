import { describe, expect, it } from "vitest";
import { generate, staleFiles } from "../../scripts/lib/generate.js";

describe("build", () => {
  // A fresh compile must give the committed files byte for byte: the build is deterministic and
  // nobody changed a contract without running it. (generate() also refuses code over 24 KiB.)
  it("reproduces the committed src/generated exactly", { timeout: 120_000 }, () => {
    expect(staleFiles(generate().files)).toEqual([]);
  });
});
