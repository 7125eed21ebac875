import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api } from "@icms/protocol";
import { startTestGateway, type TestGateway } from "../../../test/harness.js";

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.close());

describe("get_app_latest_version", () => {
  it("answers nothing before a release, then the newest release per platform", async () => {
    expect(await gw.client().call(api.wallet_msrv.get_app_latest_version, {})).toEqual([]);
    await gw.db.query(
      `INSERT INTO app_releases (platform, version, url, notes, released_at) VALUES
        ('android', '1.0.0', 'https://example.com/1.0.0.apk', 'First', '2026-01-01'),
        ('android', '1.1.0', 'https://example.com/1.1.0.apk', 'Faster', '2026-02-01'),
        ('ios', '1.0.2', 'https://example.com/ios', 'Fixes', '2026-01-15')`,
    );
    const all = await gw.client().call(api.wallet_msrv.get_app_latest_version, {});
    expect(all.map((r) => [r.platform, r.version])).toEqual([
      ["android", "1.1.0"],
      ["ios", "1.0.2"],
    ]);
    expect(all[0]).toMatchObject({ url: "https://example.com/1.1.0.apk", notes: "Faster" });
    const ios = await gw.client().call(api.wallet_msrv.get_app_latest_version, { platform: "ios" });
    expect(ios).toHaveLength(1);
  });
});
