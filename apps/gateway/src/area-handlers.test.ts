import { declarations } from "@icms/protocol";
import { describe, expect, it } from "vitest";
import { mergeHandlers } from "./area-handlers.js";
import { type AllHandlers, defineArea } from "./context.js";
import { areas, handlers } from "./services/registry.js";

/** A handler standing for any action's: only who answers what is under test here. */
const answer = (name: string) => (async () => name) as never;

const login = defineArea({ name: "login", handlers: { user_msrv: { login_nonce: answer("login") } } });
const profile = defineArea({
  name: "profile",
  handlers: { user_msrv: { userinfo: answer("profile") }, wallet_msrv: { autonomy_nft_batch: answer("profile") } },
});

describe("the areas' handler tables", () => {
  it("are merged per action, so two areas answer actions of one group", () => {
    const merged = mergeHandlers([login, profile]) as unknown as Record<string, Record<string, unknown>>;
    expect(Object.keys(merged.user_msrv ?? {}).sort()).toEqual(["login_nonce", "userinfo"]);
    expect(merged.user_msrv?.login_nonce).toBe(login.handlers.user_msrv.login_nonce);
    expect(merged.user_msrv?.userinfo).toBe(profile.handlers.user_msrv.userinfo);
    expect(Object.keys(merged.wallet_msrv ?? {})).toEqual(["autonomy_nft_batch"]);
  });

  it("refuse an action two areas answer, naming both", () => {
    const again = defineArea({ name: "again", handlers: { user_msrv: { userinfo: answer("again") } } });
    expect(() => mergeHandlers([login, profile, again])).toThrow(
      "user_msrv/userinfo is answered by two areas: profile and again",
    );
  });

  it("do not compile as the whole table while an action has no handler", () => {
    // @ts-expect-error the two areas leave most declared actions without a handler
    const partial: AllHandlers = mergeHandlers([login, profile]);
    expect(partial).toBeDefined();
  });

  it("of the registry answer every declared action, each area under its own name", () => {
    for (const [group, actions] of Object.entries(declarations)) {
      for (const action of Object.keys(actions)) {
        expect(
          typeof (handlers as unknown as Record<string, Record<string, unknown>>)[group]?.[action],
          `${group}/${action}`,
        ).toBe("function");
      }
    }
    const names = areas.map((area) => area.name);
    expect(new Set(names).size).toBe(names.length);
  });
});
