import { describe, expect, it } from "vitest";
import { formatDuration, formatPrice } from "./format";

describe("course formats", () => {
  it("shows durations as m:ss or h:mm:ss", () => {
    expect(formatDuration(0)).toBe("0:00");
    expect(formatDuration(65)).toBe("1:05");
    expect(formatDuration(3725)).toBe("1:02:05");
  });

  it("shows a price with its coin, none for a free course", () => {
    expect(formatPrice({ price: "12.5", coin: "USDT", is_free: 0 })).toBe("12.5 USDT");
    expect(formatPrice({ price: "3", coin: "ICT", is_free: 1 })).toBeNull();
    expect(formatPrice({ price: "0", coin: "ICT", is_free: 0 })).toBeNull();
  });
});
