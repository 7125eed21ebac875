import { describe, expect, it } from "vitest";
import { DEV_PRIVATE_KEYS } from "@icms/contracts";
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
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: "postgres://r1/icms,replica-2" })).toThrow(
      /DATABASE_REPLICA_URLS/,
    );
  });

  it("reads the replicas as a comma-separated list", () => {
    expect(loadConfig({}).DATABASE_REPLICA_URLS).toEqual([]);
    const config = loadConfig({ DATABASE_REPLICA_URLS: " postgres://r1:5432/icms, postgres://r2:5432/icms ," });
    expect(config.DATABASE_REPLICA_URLS).toEqual(["postgres://r1:5432/icms", "postgres://r2:5432/icms"]);
    expect(config.DATABASE_REPLICA_MAX_LAG_SECONDS).toBe(5);
  });

  describe("in production", () => {
    const production = {
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://icms.example",
      APP_SECRET: "a".repeat(32),
      JWT_SECRET: "b".repeat(32),
      RPC_URL: "https://bsc-dataseed.example",
      CONTRACTS_FILE: "/etc/icms/contracts.json",
      COURSE_QUOTE_SIGNER_KEY: `0x${"c".repeat(64)}`,
      CREDENTIALS_KEY: "BwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwcHBwc=",
    };

    it("starts with its own secrets, origin and chain, without demo content", () => {
      const config = loadConfig(production);
      expect(config.NODE_ENV).toBe("production");
      expect(config.SEED_DEMO).toBe(false);
    });

    it("refuses the development app secret and JWT secret", () => {
      expect(() => loadConfig({ ...production, APP_SECRET: undefined })).toThrow(
        /APP_SECRET: development default refused/,
      );
      expect(() => loadConfig({ ...production, JWT_SECRET: undefined })).toThrow(
        /JWT_SECRET: development default refused/,
      );
      expect(() => loadConfig({ ...production, JWT_SECRET: DEV_DEFAULTS.JWT_SECRET })).toThrow(/JWT_SECRET/);
    });

    it("refuses demo content", () => {
      expect(() => loadConfig({ ...production, SEED_DEMO: "true" })).toThrow(/SEED_DEMO: demo content refused/);
      expect(loadConfig({ ...production, SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
    });

    it("refuses to run without a chain of its own (the local chain's keys are public)", () => {
      expect(() => loadConfig({ ...production, RPC_URL: undefined })).toThrow(/RPC_URL: required in production/);
      expect(() => loadConfig({ ...production, CONTRACTS_FILE: undefined })).toThrow(/CONTRACTS_FILE/);
    });

    it("refuses the development course quote signer", () => {
      expect(() => loadConfig({ ...production, COURSE_QUOTE_SIGNER_KEY: undefined })).toThrow(
        /COURSE_QUOTE_SIGNER_KEY: development key refused/,
      );
      expect(() => loadConfig({ ...production, COURSE_QUOTE_SIGNER_KEY: DEV_PRIVATE_KEYS[0] })).toThrow(
        /COURSE_QUOTE_SIGNER_KEY: development key refused/,
      );
      expect(() => loadConfig({ ...production, COURSE_QUOTE_SIGNER_KEY: "0x1234" })).toThrow(/COURSE_QUOTE_SIGNER_KEY/);
    });

    it("refuses a development withdraw signer, and runs without one (withdrawals then answer 804152)", () => {
      for (const key of DEV_PRIVATE_KEYS) {
        expect(() => loadConfig({ ...production, WITHDRAW_SIGNER_KEY: key })).toThrow(
          /WITHDRAW_SIGNER_KEY: development key refused/,
        );
      }
      expect(loadConfig(production).WITHDRAW_SIGNER_KEY).toBeUndefined();
      const own = `0x${"d".repeat(64)}`;
      expect(loadConfig({ ...production, WITHDRAW_SIGNER_KEY: own }).WITHDRAW_SIGNER_KEY).toBe(own);
    });

    it("requires the public origin", () => {
      expect(() => loadConfig({ ...production, PUBLIC_ORIGIN: undefined })).toThrow(/PUBLIC_ORIGIN/);
    });
  });

  it("seeds demo content by default in development", () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
  });
});
