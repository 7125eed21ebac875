import fc from "fast-check";
import Fastify from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { API_LANGS, type ApiLang } from "@icms/protocol";
import { ok, sendOk } from "./reply.js";

// The data travels beside the request, not in its body: Fastify's body parser refuses
// `__proto__` keys, which fast-check's JSON values may hold.
let current: { data: unknown; lang: ApiLang } = { data: null, lang: "en" };
const app = Fastify();
app.get("/", async (_request, reply) => sendOk(reply, current.data, current.lang));
afterAll(() => app.close());

describe("sendOk", () => {
  it("writes the same bytes as the success envelope serialized, for any data and language", async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue(), fc.constantFrom(...API_LANGS), async (data, lang) => {
        current = { data, lang };
        const response = await app.inject({ method: "GET", url: "/" });
        expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
        expect(response.body).toBe(JSON.stringify(ok(data, lang)));
      }),
      { numRuns: 200 },
    );
  });

  it("leaves out data that JSON cannot write, as the envelope does", async () => {
    const reply = { type: () => reply, send: (body: Buffer) => body.toString() } as never;
    expect(sendOk(reply, undefined, "en") as unknown).toBe(JSON.stringify(ok(undefined, "en")));
    expect(sendOk(reply, { at: new Date(0) }, "ru") as unknown).toBe(JSON.stringify(ok({ at: new Date(0) }, "ru")));
  });
});
