import { describe, expect, it } from "vitest";
import { DEV_DEFAULTS, loadConfig } from "./config.js";

describe("configuration", () => {
  it("starts on development defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 8080,
      CHAIN_ID: 97,
      APP_ID: DEV_DEFAULTS.APP_ID,
      PUBLIC_ORIGIN: "http://localhost:8080",
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("names the setting that is wrong", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ CHAIN_ID: "1" })).toThrow(/CHAIN_ID/);
    expect(() => loadConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
  });

  it("refuses development secrets in production", () => {
    const production = { NODE_ENV: "production", PUBLIC_ORIGIN: "https://icms.example" };
    expect(() => loadConfig(production)).toThrow(/APP_SECRET: development default refused/);
    expect(() => loadConfig({ ...production, APP_SECRET: "a".repeat(32) })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({ NODE_ENV: "production", APP_SECRET: "a".repeat(32), JWT_SECRET: "b".repeat(32) }),
    ).toThrow(/PUBLIC_ORIGIN/);
    expect(loadConfig({ ...production, APP_SECRET: "a".repeat(32), JWT_SECRET: "b".repeat(32) }).NODE_ENV).toBe(
      "production",
    );
  });
});
