import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ALL_CODES, Code } from "../errors/codes.js";
import { API_KEY_CODES, answerableCodes } from "./codes.js";
import { declarations, everyAction } from "./declarations.js";
import { actionUrl, defineAction, defineGroup, returns, withCode } from "./define.js";
import { api } from "./index.js";

/** The pipeline's own, with a keyed call's refusals (docs/open-platform.md). */
const PIPELINE = [Code.Success, Code.SystemError, 1007, 1008, 1009, Code.ParamInvalid, ...API_KEY_CODES];

describe("defineGroup", () => {
  it("gives each action its group's name and its own key as its name", () => {
    const { demo_msrv } = defineGroup("demo_msrv", {
      ping: defineAction({ auth: "none", input: z.object({}), output: returns<null>(), codes: [] }),
    });
    expect(demo_msrv.ping).toMatchObject({ group: "demo_msrv", name: "ping", auth: "none" });
    expect(actionUrl(demo_msrv.ping)).toBe("/gwapi/v1/demo_msrv/ping");
    for (const def of everyAction())
      expect(declarations[def.group as keyof typeof declarations]).toHaveProperty(def.name);
  });

  it("posts the upload endpoints to the paths the spec names", () => {
    expect(actionUrl(declarations.upload.awsupload)).toBe("/gwapi/awsupload");
    expect(actionUrl(declarations.upload.deluploadfile)).toBe("/gwapi/deluploadfile");
  });
});

describe("answerableCodes", () => {
  it("adds the pipeline's codes, the session's and the schema's tags to the declared ones", () => {
    const nonce = answerableCodes(api.user_msrv.login_nonce);
    expect([...nonce].sort()).toEqual(
      [...PIPELINE, Code.WalletRequired, Code.WalletFormat, Code.RateLimited, Code.WrongChain].sort(),
    );
    const info = answerableCodes(api.user_msrv.userinfo);
    expect(info.has(Code.NotLoggedIn) && info.has(Code.TokenInvalid)).toBe(true);
    expect(answerableCodes(api.appcms_msrv.article_list).has(Code.TokenInvalid)).toBe(false);
  });

  it("answers the login code instead of 1002, and finds tags deep in the schema", () => {
    const comment = answerableCodes(api.appcms_msrv.article_comment_add);
    expect(comment.has(Code.LoginToComment)).toBe(true);
    expect(comment.has(Code.NotLoggedIn)).toBe(false);
    expect(comment.has(Code.CommentEmpty) && comment.has(Code.CommentTooShort)).toBe(true);
    const status = answerableCodes(api.appcms_msrv.my_article_set_status);
    for (const code of [Code.BatchLimit, Code.WalletRequired, Code.WalletFormat, Code.AlreadyOnline]) {
      expect(status.has(code), String(code)).toBe(true);
    }
    const nested = defineGroup("demo", {
      deep: defineAction({
        auth: "none",
        input: z.object({ a: z.array(z.union([z.string(withCode(Code.SameName)), z.number()])).optional() }),
        output: returns<null>(),
        codes: [],
      }),
    });
    expect(answerableCodes(nested.demo.deep).has(Code.SameName)).toBe(true);
  });

  it("names only catalogue codes, for every declared action", () => {
    expect(everyAction().length).toBeGreaterThan(40);
    for (const def of everyAction()) {
      for (const code of answerableCodes(def)) expect(ALL_CODES, `${def.group}/${def.name}`).toContain(code);
    }
  });
});
