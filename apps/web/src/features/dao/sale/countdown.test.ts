import type { NftSaleStage } from "@icms/protocol";
import { describe, expect, it } from "vitest";
import { countdown, countdownTarget, stageStatusAt } from "./countdown";

const stage: NftSaleStage = {
  stage_id: 1,
  start_time: 1_000,
  end_time: 2_000,
  stock: 10,
  remaining: 4,
  grade: 2,
  url: "ipfs://x",
  status: "running",
};

describe("countdown", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    expect(countdown(90_061 + 5, 5)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(countdown(10, 20)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("counts to the start of a stage to come and the end of a running one", () => {
    expect(countdownTarget({ ...stage, status: "not_started" })).toBe(1_000);
    expect(countdownTarget(stage)).toBe(2_000);
    expect(countdownTarget({ ...stage, status: "ended" })).toBeNull();
  });

  it("moves a stage on by the chain's clock", () => {
    expect(stageStatusAt({ ...stage, status: "not_started" }, 999)).toBe("not_started");
    expect(stageStatusAt({ ...stage, status: "not_started" }, 1_000)).toBe("running");
    expect(stageStatusAt(stage, 2_000)).toBe("ended");
    expect(stageStatusAt({ ...stage, remaining: 0 }, 1_500)).toBe("ended");
  });
});
