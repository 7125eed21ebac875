import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { everyAction, OPENAPI_PATH } from "@icms/protocol";
import { startTestGateway, type TestGateway } from "../../test/harness.js";

describe("GET /gwapi/openapi.json", () => {
  let gw: TestGateway;
  beforeAll(async () => {
    gw = await startTestGateway();
  });
  afterAll(async () => {
    await gw.close();
  });

  it("answers the reference of every declared action, unsigned", async () => {
    const response = await fetch(`${gw.url}${OPENAPI_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const doc = (await response.json()) as { openapi: string; paths: Record<string, { post?: unknown }> };
    expect(doc.openapi).toMatch(/^3\.1\./);
    expect(Object.keys(doc.paths)).toHaveLength(everyAction().length);
    expect(doc.paths["/gwapi/v1/user_msrv/userinfo"]?.post).toMatchObject({ "x-auth": "required" });
  });
});
