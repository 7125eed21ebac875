import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ApiLang, api, Code, codeMessage, encodeCall, signFields, WIRE } from "@icms/protocol";
import { newWallet, replyOf, signIn, startTestGateway, type TestGateway } from "../../test/harness.js";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

const now = () => Math.floor(Date.now() / 1000);

/** A reply in the wire shape and nothing else: this status, this code, its text in `lang`. */
async function expectWire(response: Response, status: number, code: number, lang: ApiLang) {
  const body = (await response.json()) as Record<string, unknown>;
  expect({ status: response.status, keys: Object.keys(body).sort() }, response.url).toEqual({
    status,
    keys: ["code", "data", "msg"],
  });
  expect(body.code, response.url).toBe(code);
  expect(body.msg, response.url).toBe(codeMessage(code as Parameters<typeof codeMessage>[0], lang));
  expect(response.headers.get("x-request-id")).toBeTruthy();
}

/** The signed fields of a login_nonce call, to be tampered with by each test. */
function nonceFields(overrides: Record<string, string> = {}, secret = gw.config.APP_SECRET): Record<string, string> {
  const fields: Record<string, string> = {
    app_id: gw.config.APP_ID,
    data: JSON.stringify({ wallet_addr: newWallet().address, chain_id: 97 }),
    dev_id: WIRE.devId,
    lang: "en",
    timestamp: String(now()),
    v: WIRE.version,
    ...overrides,
  };
  return { ...fields, sign: signFields(fields, secret) };
}

const nonceRows = async () =>
  Number((await gw.db.query<{ n: number }>("SELECT count(*)::int AS n FROM login_nonces"))[0]?.n);

describe("the wire format", () => {
  it("answers {code, msg, data} with a request id", async () => {
    const response = await gw.post("user_msrv/login_nonce", nonceFields());
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    const body = await replyOf(response);
    expect(body).toMatchObject({ code: 0, msg: "Success" });
    expect(body.data.nonce).toBeTruthy();
  });

  it("refuses a wrong signature, an unknown app and a stale timestamp, and writes nothing", async () => {
    const before = await nonceRows();
    // Each request is signed when it is sent: a slow run must not age a timestamp in a queue.
    const cases: [() => Record<string, string>, number][] = [
      [() => nonceFields({}, "not-the-secret-at-all"), Code.BadRequestSignature],
      [
        () => ({ ...nonceFields(), data: JSON.stringify({ wallet_addr: newWallet().address, chain_id: 97 }) }),
        Code.BadRequestSignature,
      ],
      [() => (({ sign, ...rest }) => rest)(nonceFields()), Code.BadRequestSignature],
      [() => nonceFields({ app_id: "someone-else" }), Code.UnknownApp],
      [() => nonceFields({ timestamp: String(now() - 301) }), Code.StaleRequest],
      // Ahead of the clock by more than the window, with room for a slow run to reach the server.
      [() => nonceFields({ timestamp: String(now() + 310) }), Code.StaleRequest],
      [() => nonceFields({ timestamp: "soon" }), Code.StaleRequest],
    ];
    for (const [fields, code] of cases) {
      const response = await gw.post("user_msrv/login_nonce", fields());
      expect(response.status).toBe(400);
      expect((await replyOf(response)).code).toBe(code);
    }
    expect(await nonceRows()).toBe(before);
  });

  it("accepts a timestamp inside the five-minute window", async () => {
    const response = await gw.post("user_msrv/login_nonce", nonceFields({ timestamp: String(now() - 290) }));
    expect((await replyOf(response)).code).toBe(0);
  });

  it("answers 404 for an unknown action", async () => {
    const { body } = encodeCall(
      "user_msrv/no_such_action",
      {},
      {
        appId: gw.config.APP_ID,
        appSecret: gw.config.APP_SECRET,
        lang: "en",
        timestamp: now(),
      },
    );
    const fields = Object.fromEntries(new URLSearchParams(body));
    for (const path of ["user_msrv/no_such_action", "no_such_group/userinfo", "user_msrv/userinfo/extra"]) {
      const response = await gw.post(path, fields);
      expect(response.status, path).toBe(404);
      expect((await replyOf(response)).code, path).toBe(Code.NotFound);
    }
    const ru = await replyOf(await gw.post("user_msrv/no_such_action", { ...fields, lang: "ru" }));
    expect(ru.msg).toMatch(/[\u0400-\u04ff]/);
  });

  it("speaks the caller's language, English when none is given", async () => {
    const zh = await gw
      .client({}, "zh-cn")
      .call(api.user_msrv.userinfo, {})
      .catch((e) => e);
    expect(zh.message).toBe("未登录");
    const ru = await gw
      .client({}, "ru")
      .call(api.user_msrv.userinfo, {})
      .catch((e) => e);
    expect(ru.message).toBe("Вы не вошли в систему");
    const { lang, ...fields } = nonceFields({ data: "{}" });
    const unsigned = { ...fields, sign: signFields(fields, gw.config.APP_SECRET) };
    const response = await gw.post("user_msrv/login_nonce", unsigned);
    expect((await replyOf(response)).msg).toBe("Wallet address required");
  });

  it("answers 50500 with the fields at fault for bad input", async () => {
    const login = await signIn(gw, newWallet());
    const error = await gw
      .client(login.session)
      .call(api.user_msrv.set_email, { email: "not-an-email" })
      .catch((e) => e);
    expect(error.code).toBe(Code.ParamInvalid);
    const fields = nonceFields({ data: "{not json" });
    expect((await replyOf(await gw.post("user_msrv/login_nonce", fields))).code).toBe(Code.ParamInvalid);
  });

  it("refuses text with a NUL character in any field (50500), which no text column stores, and writes nothing", async () => {
    const login = await signIn(gw, newWallet());
    const client = gw.client(login.session);
    // Found by the fuzzer: the profile's bio and the special list's keyword answered 500.
    const bio = await client.call(api.user_msrv.set_profile, { nickname: "Nul", bio: "a\u0000b" }).catch((e) => e);
    expect(bio.code).toBe(Code.ParamInvalid);
    const keyword = await gw
      .client()
      .call(api.appcms_msrv.special_list, { keyword: "a\u0000b" })
      .catch((e) => e);
    expect(keyword.code).toBe(Code.ParamInvalid);
    expect((await client.call(api.user_msrv.userinfo, {})).nickname).not.toBe("Nul");
    // A backslash followed by "u0000" is ordinary text.
    expect((await client.call(api.user_msrv.set_bio, { bio: "\\u0000 is how JSON writes NUL" })).bio).toContain(
      "u0000",
    );
  });

  it("refuses ids past the integer columns' range (50500), not with a server error", async () => {
    const login = await signIn(gw, newWallet());
    // Found by the fuzzer: 2^31 reached an int4 comparison in user_follow_info and user_follow_save.
    for (const call of [
      gw.client().call(api.user_msrv.user_follow_info, { uid: 2 ** 31 }),
      gw.client(login.session).call(api.user_msrv.user_follow_save, { uid: 2 ** 31 }),
    ]) {
      expect((await call.catch((e) => e)).code).toBe(Code.ParamInvalid);
    }
  });

  it("refuses a body over the size limit in the wire shape and the caller's language", async () => {
    const response = await gw.post("user_msrv/login_nonce", nonceFields({ data: "x".repeat(1_100_000) }), {
      "accept-language": "ru-RU,ru;q=0.9",
    });
    await expectWire(response, 413, Code.ParamInvalid, "ru");
  });

  it("answers every failure under /gwapi in the wire shape, never Fastify's own", async () => {
    const url = (path: string) => `${gw.url}${path}`;
    const form = { "content-type": "application/x-www-form-urlencoded" };
    const cases: [Promise<Response>, number, number, ApiLang][] = [
      // A body type the gateway does not read.
      [
        fetch(url("/gwapi/v1/user_msrv/userinfo"), {
          method: "POST",
          body: "<a/>",
          headers: { "content-type": "application/xml" },
        }),
        415,
        Code.ParamInvalid,
        "en",
      ],
      // Unreadable JSON, and JSON that tries to poison prototypes.
      [
        fetch(url("/gwapi/v1/user_msrv/userinfo"), {
          method: "POST",
          body: "{",
          headers: { "content-type": "application/json", "accept-language": "zh-CN" },
        }),
        400,
        Code.ParamInvalid,
        "zh-cn",
      ],
      [
        fetch(url("/gwapi/v1/user_msrv/userinfo"), {
          method: "POST",
          body: '{"__proto__":{"x":1}}',
          headers: { "content-type": "application/json" },
        }),
        400,
        Code.ParamInvalid,
        "en",
      ],
      // A multipart body where the action takes a form, and a broken one where it takes multipart.
      [
        fetch(url("/gwapi/v1/user_msrv/userinfo"), {
          method: "POST",
          body: "--x\r\n",
          headers: { "content-type": "multipart/form-data; boundary=x" },
        }),
        415,
        Code.ParamInvalid,
        "en",
      ],
      [
        fetch(url("/gwapi/awsupload"), {
          method: "POST",
          body: "--x\r\nbroken",
          headers: { "content-type": "multipart/form-data; boundary=x", "accept-language": "ru" },
        }),
        400,
        Code.ParamInvalid,
        "ru",
      ],
      // Unknown paths and methods, and a path the router cannot decode.
      [fetch(url("/gwapi/nothing-here")), 404, Code.NotFound, "en"],
      [fetch(url("/gwapi/v1/user_msrv/userinfo")), 404, Code.NotFound, "en"],
      [
        fetch(url("/gwapi/v1/user_msrv/no_such_action"), { method: "POST", body: "lang=ru", headers: form }),
        404,
        Code.NotFound,
        "ru",
      ],
      [fetch(url("/gwapi/v1/%E0%A4%A"), { method: "POST", body: "", headers: form }), 400, Code.ParamInvalid, "en"],
    ];
    for (const [response, status, code, lang] of cases) await expectWire(await response, status, code, lang);
  });

  it("reports health and readiness", async () => {
    expect(await (await fetch(`${gw.url}/healthz`)).json()).toEqual({ status: "ok" });
    const ready = await fetch(`${gw.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(((await ready.json()) as { status: string }).status).toBe("ready");
  });

  it("serves the chain settings the web app needs", async () => {
    const config = await (await fetch(`${gw.url}/gwapi/config`)).json();
    expect(config).toMatchObject({ chainId: 97, contracts: {} });
  });
});
