import { describe, expect, it } from "vitest";
import { api } from "../actions/index.js";
import { credentialsProblems, idempotencyKeyProblem, maskSecret } from "./multisend.js";

describe("multi-send credentials", () => {
  it("needs every field of a network on a new account, and accepts a complete one", () => {
    expect(credentialsProblems("telegram", {})).toEqual({ bot_token: "required", chat_id: "required" });
    expect(credentialsProblems("telegram", { bot_token: "123:abc", chat_id: "-100200" })).toEqual({});
    expect(credentialsProblems("telegram", { bot_token: "123:abc", chat_id: "@my_channel" })).toEqual({});
    expect(credentialsProblems("vk", { access_token: "tok", group_id: "club1" })).toEqual({ group_id: "format" });
  });

  it("keeps a stored secret when its field is blank on update", () => {
    expect(credentialsProblems("mastodon", { instance_url: "https://m.example" }, new Set(["access_token"]))).toEqual(
      {},
    );
    expect(credentialsProblems("mastodon", { instance_url: "ftp://m.example" }, new Set(["access_token"]))).toEqual({
      instance_url: "format",
    });
  });

  it("takes X's four OAuth 1.0a fields together, or a bearer token", () => {
    expect(credentialsProblems("x", { bearer_token: "b" })).toEqual({});
    const four = { api_key: "k", api_secret: "s", access_token: "t", access_token_secret: "ts" };
    expect(credentialsProblems("x", four)).toEqual({});
    expect(credentialsProblems("x", { api_key: "k" })).toEqual({
      api_secret: "required",
      access_token: "required",
      access_token_secret: "required",
    });
    expect(Object.keys(credentialsProblems("x", {}))).toHaveLength(5);
  });

  it("takes a Discord webhook address only", () => {
    const ok = "https://discord.com/api/webhooks/123456/abc-DEF_1";
    expect(credentialsProblems("discord", { webhook_url: ok })).toEqual({});
    expect(credentialsProblems("discord", { webhook_url: "https://discord.com/channels/1" })).toEqual({
      webhook_url: "format",
    });
  });

  it("masks a secret to its last four characters", () => {
    expect(maskSecret("abcdefghijkl")).toBe("••••ijkl");
    expect(maskSecret("short")).toBe("••••");
    expect(maskSecret("")).toBe("");
  });

  it("checks idempotency keys and the account form's fields", () => {
    expect(idempotencyKeyProblem("a1b2c3d4")).toBeNull();
    expect(idempotencyKeyProblem("short")).toBe("format");
    const form = api.user_msrv.multisend_account_save.input;
    expect(form.safeParse({ network: "vk", credentials: { group_id: "x" } }).success).toBe(false);
    expect(form.safeParse({ network: "vk", credentials: { group_id: "42" } }).success).toBe(true);
    expect(form.safeParse({ network: "myspace", credentials: {} }).success).toBe(false);
  });
});
