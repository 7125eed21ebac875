import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { Code } from "@icms/protocol";
import { OUTAGE_RETRY_SECONDS } from "./outage.js";
import { registerWireErrors } from "./wire-errors.js";

const app = Fastify();
let failure: Error = new Error("boom");
await app.register(async (gwapi) => {
  registerWireErrors(gwapi);
  gwapi.post("/gwapi/x", async () => {
    throw failure;
  });
});
afterAll(() => app.close());

describe("a request the database could not serve", () => {
  it("answers 503, code 1001 with the request id and retry, and Retry-After when the database is unreachable", async () => {
    failure = new Error("Connection terminated unexpectedly");
    const response = await app.inject({ method: "POST", url: "/gwapi/x", headers: { "accept-language": "en" } });
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe(String(OUTAGE_RETRY_SECONDS));
    expect(response.json()).toMatchObject({
      code: Code.SystemError,
      data: { retry: true, request_id: expect.any(String) },
    });
  });

  it("still answers 500 for a failure of the gateway's own", async () => {
    failure = new Error("boom");
    const response = await app.inject({ method: "POST", url: "/gwapi/x" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: Code.SystemError });
  });
});
