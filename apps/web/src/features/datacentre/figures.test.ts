import { describe, expect, it } from "vitest";
import { changeOf, changeOfWei, KINDS, SOURCES, tokens } from "./figures";

describe("data centre figures", () => {
  it("gives the change against the period before, or says it is new or the same", () => {
    expect(changeOf(150, 100)).toEqual({ kind: "up", percent: 50 });
    expect(changeOf(1, 3)).toEqual({ kind: "down", percent: 66.7 });
    expect(changeOf(4, 4)).toEqual({ kind: "same" });
    expect(changeOf(4, 0)).toEqual({ kind: "new" });
    expect(changeOf(0, 0)).toEqual({ kind: "same" });
  });

  it("keeps the precision of large amounts", () => {
    const ether = 10n ** 18n;
    expect(changeOfWei((3n * ether).toString(), (2n * ether).toString())).toEqual({ kind: "up", percent: 50 });
    expect(changeOfWei("1", (10n ** 30n).toString())).toEqual({ kind: "down", percent: 100 });
    expect(changeOfWei("5", "0")).toEqual({ kind: "new" });
    expect(tokens(((15n * ether) / 10n).toString()).toString()).toBe("1.5");
  });

  it("lists every kind and source in screen order", () => {
    expect(KINDS).toEqual(["article", "video", "wiki", "course", "topic"]);
    expect(SOURCES).toEqual(["direct", "search", "shortlink", "forward", "planet", "site"]);
  });
});
