import { describe, expect, it } from "vitest";
import { api as declarations } from "./actions/index.js";
import { actionPath } from "./actions/define.js";
import { api } from "./refs.js";

describe("browser action references", () => {
  it("name the same path as every declaration", () => {
    for (const [group, actions] of Object.entries(declarations)) {
      for (const [name, def] of Object.entries(actions)) {
        const ref = (api as unknown as Record<string, Record<string, { group: string; name: string }>>)[group]?.[name];
        expect(`${ref?.group}/${ref?.name}`).toBe(actionPath(def));
      }
    }
  });

  it("are stable objects", () => {
    expect(api.user_msrv.userinfo).toBe(api.user_msrv.userinfo);
  });
});
