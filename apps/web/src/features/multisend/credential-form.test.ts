import { NETWORK_FIELDS } from "@icms/protocol";
import { describe, expect, it } from "vitest";
import { formProblems, initialValues, saveInput } from "./credential-form";
import { account } from "./multisend-fixtures";

const mastodon = NETWORK_FIELDS.mastodon;
const x = NETWORK_FIELDS.x;

describe("credential form", () => {
  it("starts an edit with the stored plain fields and every secret blank, never the masked value", () => {
    const values = initialValues(mastodon, account(1));
    expect(values.fields).toEqual({ instance_url: "https://social.example", access_token: "" });
  });

  it("leaves a blank secret out of an update, so the stored one is kept, and sends a typed one", () => {
    const stored = account(7);
    const kept = saveInput("mastodon", mastodon, initialValues(mastodon, stored), stored);
    expect(kept).toEqual({
      account_id: 7,
      network: "mastodon",
      label: "",
      credentials: { instance_url: "https://social.example" },
    });
    const values = initialValues(mastodon, stored);
    values.fields.access_token = "  new-token  ";
    expect(saveInput("mastodon", mastodon, values, stored).credentials).toEqual({
      instance_url: "https://social.example",
      access_token: "new-token",
    });
  });

  it("asks for a secret on a new account, not on an edit that keeps the stored one", () => {
    const blank = initialValues(mastodon);
    blank.fields.instance_url = "https://social.example";
    expect(formProblems("mastodon", mastodon, blank)).toEqual({ access_token: "required" });
    const stored = account(1);
    expect(formProblems("mastodon", mastodon, initialValues(mastodon, stored), stored)).toEqual({});
  });

  it("takes X's bearer token alone, or the four OAuth 1.0a fields together", () => {
    const bearer = initialValues(x);
    bearer.fields.bearer_token = "AAAA-token";
    expect(formProblems("x", x, bearer)).toEqual({});
    expect(saveInput("x", x, bearer).credentials).toEqual({ bearer_token: "AAAA-token" });
    const half = initialValues(x);
    half.fields.api_key = "key";
    expect(Object.keys(formProblems("x", x, half)).sort()).toEqual([
      "access_token",
      "access_token_secret",
      "api_secret",
    ]);
  });
});
