import { describe, expect, it } from "vitest";
import { signFields } from "@icms/protocol";
import { requestSignatureValid } from "./signature.js";

describe("gateway signature check", () => {
  it("accepts exactly what the protocol package signs", () => {
    const fields = { app_id: "web", data: '{"k":"значение 值"}', dev_id: "0", lang: "ru", timestamp: "1", v: "v1" };
    const sign = signFields(fields, "secret-secret-secret");
    expect(requestSignatureValid({ ...fields, sign }, "secret-secret-secret")).toBe(true);
    expect(requestSignatureValid({ ...fields, sign }, "another-secret-secret")).toBe(false);
    expect(requestSignatureValid({ ...fields, lang: "en", sign }, "secret-secret-secret")).toBe(false);
    expect(requestSignatureValid({ ...fields, sign: sign.toUpperCase() }, "secret-secret-secret")).toBe(false);
    expect(requestSignatureValid({ ...fields, sign: "zz" }, "secret-secret-secret")).toBe(false);
  });
});
