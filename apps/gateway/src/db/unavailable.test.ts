import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.js";

/** A port nothing listens on: one the system gave out and that was closed again. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe("isDatabaseUnavailable", () => {
  it("is true for what the driver gives when the server is down: a refused connection", async () => {
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${await closedPort()}/postgres` });
    const error = await pool.query("SELECT 1").catch((failure: unknown) => failure);
    await pool.end();
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it("is true for a cut connection, a server shutting down, crashing or starting, and too many connections", () => {
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
    expect(isDatabaseUnavailable(new Error("timeout exceeded when trying to connect"))).toBe(true);
    for (const code of ["57P01", "57P02", "57P03", "08006", "08001", "53300", "ECONNRESET"]) {
      expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code }))).toBe(true);
    }
    const wrapped = new Error("while saving", { cause: Object.assign(new Error("x"), { code: "ECONNREFUSED" }) });
    expect(isDatabaseUnavailable(wrapped)).toBe(true);
    const aggregate = new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]);
    expect(isDatabaseUnavailable(aggregate)).toBe(true);
  });

  it("is false for a fault of the request or of the gateway", () => {
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
    // A unique violation, a syntax error, a cancelled statement: the database answered.
    for (const code of ["23505", "42601", "57014", "40001"]) {
      expect(isDatabaseUnavailable(Object.assign(new Error("x"), { code }))).toBe(false);
    }
    expect(isDatabaseUnavailable(undefined)).toBe(false);
    expect(isDatabaseUnavailable("Connection terminated")).toBe(false);
  });
});
