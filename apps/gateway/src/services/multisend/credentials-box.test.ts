import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config.js";
import { boxBinding, credentialKeys } from "./credentials-box.js";

const key = () => randomBytes(32).toString("base64");

describe("the credentials box", () => {
  const config = { CREDENTIALS_KEY: key(), CREDENTIALS_PREVIOUS_KEY: undefined };
  const keys = credentialKeys(config);
  const secrets = { access_token: "mastodon-secret-token-1234" };
  const binding = boxBinding(7, "mastodon");

  it("opens what it sealed, and never stores the secret in the clear", () => {
    const box = keys.seal(secrets, binding);
    expect(box).not.toContain("mastodon-secret");
    expect(keys.open(box, binding)).toEqual(secrets);
    // A fresh IV each time: the same secrets never give the same box.
    expect(keys.seal(secrets, binding)).not.toBe(box);
  });

  it("refuses a tampered box, another owner's binding and an unknown key", () => {
    const box = keys.seal(secrets, binding);
    const [id, iv, tag, data] = box.split(".") as [string, string, string, string];
    const bytes = Buffer.from(data, "base64");
    bytes[0] = (bytes[0] as number) ^ 1;
    expect(keys.open([id, iv, tag, bytes.toString("base64")].join("."), binding)).toBeUndefined();
    expect(keys.open([id, iv, Buffer.alloc(4).toString("base64"), data].join("."), binding)).toBeUndefined();
    expect(keys.open(box, boxBinding(8, "mastodon"))).toBeUndefined();
    expect(credentialKeys({ CREDENTIALS_KEY: key() }).open(box, binding)).toBeUndefined();
    expect(keys.open("garbage", binding)).toBeUndefined();
  });

  it("still reads boxes of the previous key after a rotation", () => {
    const box = keys.seal(secrets, binding);
    const rotated = credentialKeys({ CREDENTIALS_KEY: key(), CREDENTIALS_PREVIOUS_KEY: config.CREDENTIALS_KEY });
    expect(rotated.open(box, binding)).toEqual(secrets);
    expect(rotated.seal(secrets, binding).split(".")[0]).not.toBe(box.split(".")[0]);
  });

  it("is refused in production with the development key, and takes only 32-byte keys", () => {
    const production = {
      NODE_ENV: "production",
      PUBLIC_ORIGIN: "https://icms.example",
      RPC_URL: "https://rpc.example",
      CONTRACTS_FILE: "c.json",
      APP_SECRET: "a-production-app-secret",
      JWT_SECRET: "a-production-jwt-secret-of-32-characters!",
      COURSE_QUOTE_SIGNER_KEY: `0x${"c".repeat(64)}`,
    };
    expect(() => loadConfig(production)).toThrow(/CREDENTIALS_KEY/);
    expect(() => loadConfig({ ...production, CREDENTIALS_KEY: key() })).not.toThrow(/CREDENTIALS_KEY/);
    expect(() => loadConfig({ CREDENTIALS_KEY: randomBytes(16).toString("base64") })).toThrow(/CREDENTIALS_KEY/);
    expect(loadConfig({ ...production, CREDENTIALS_KEY: key() }).MULTISEND_ALLOW_PRIVATE_HOSTS).toBe(false);
    expect(loadConfig({}).MULTISEND_ALLOW_PRIVATE_HOSTS).toBe(true);
  });
});
