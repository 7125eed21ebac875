import { describe, expect, it } from "vitest";
import { Code, type ContentStatus, GatewayError } from "@icms/protocol";
import { applyOp, type ItemState, submitted } from "./content-ops.js";

const state = (status: ContentStatus, passed = true, is_open = true): ItemState => ({ status, passed, is_open });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as GatewayError).code;
  }
  throw new Error("expected a refusal");
};

describe("owner operations", () => {
  it("puts a submission online at once without a quorum, in audit with one", () => {
    expect(submitted(0)).toEqual({ status: "online", passed: true });
    expect(submitted(3)).toEqual({ status: "audit", passed: false });
  });

  it("moves between online and offline and refuses repeats", () => {
    expect(applyOp(state("online"), "offline", 0).status).toBe("offline");
    expect(applyOp(state("offline"), "online", 0).status).toBe("online");
    expect(refusal(() => applyOp(state("online"), "online", 0))).toBe(Code.AlreadyOnline);
    expect(refusal(() => applyOp(state("offline"), "offline", 0))).toBe(Code.AlreadyOffline);
  });

  it("goes online only after review passed", () => {
    expect(refusal(() => applyOp(state("audit", false), "online", 3))).toBe(Code.NotReviewed);
    expect(refusal(() => applyOp(state("offline", false), "online", 3))).toBe(Code.NotReviewed);
    expect(refusal(() => applyOp(state("refused", false), "online", 3))).toBe(Code.ReviewNotPassed);
    expect(applyOp(state("audit", false), "offline", 3)).toEqual(state("offline", false));
  });

  it("opens and closes, refusing repeats", () => {
    expect(applyOp(state("online", true, false), "open", 0).is_open).toBe(true);
    expect(applyOp(state("online"), "close", 0).is_open).toBe(false);
    expect(refusal(() => applyOp(state("online"), "open", 0))).toBe(Code.AlreadyOpen);
    expect(refusal(() => applyOp(state("online", true, false), "close", 0))).toBe(Code.AlreadyClosed);
  });

  it("resubmits from offline or refused, by the quorum's rule", () => {
    expect(applyOp(state("refused", false), "audit", 3)).toEqual(state("audit", false));
    expect(applyOp(state("offline", false), "audit", 0)).toEqual(state("online", true));
    expect(refusal(() => applyOp(state("audit", false), "audit", 3))).toBe(Code.NotReviewed);
    expect(refusal(() => applyOp(state("online"), "audit", 3))).toBe(Code.AlreadyOnline);
  });

  it("deletes from any state", () => {
    for (const status of ["audit", "online", "offline", "refused"] as const) {
      expect(applyOp(state(status), "delete", 0).status).toBe("deleted");
    }
    expect(new GatewayError(Code.AlreadyOnline).code).toBe(801127);
  });
});
