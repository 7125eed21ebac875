import { writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { addCourse } from "../../../test/courses.js";
import type { TestGateway } from "../../../test/harness.js";
import { coinTypes } from "./catalogue.js";

let gw: TestGateway;
let alice: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  alice = await member(gw);
});
afterAll(() => gw.close());

describe("appedu_msrv/course_cate_list", () => {
  it("names the categories in the caller's language with their online courses", async () => {
    await addCourse(alice, { cate_id: 4 });
    const en = await gw.client().call(api.appedu_msrv.course_cate_list, {});
    expect(en.map((c) => c.slug)).toEqual(["blockchain", "development", "trading", "defi", "nft", "security"]);
    expect(en.find((c) => c.slug === "defi")?.course_count).toBe(1);
    const zh = await gw.client({}, "zh-cn").call(api.appedu_msrv.course_cate_list, {});
    expect(zh[0]?.name).toBe("区块链入门");
    const ru = await gw.client({}, "ru").call(api.appedu_msrv.course_cate_list, {});
    expect(ru[0]?.name).toBe("Основы блокчейна");
  });
});

describe("appedu_msrv/get_cointype_list", () => {
  it("answers USDT, ICT and ICMS, without addresses when no deployment is configured", async () => {
    const coins = await gw.client().call(api.appedu_msrv.get_cointype_list, {});
    expect(coins.map((c) => c.coin)).toEqual(["USDT", "ICT", "ICMS"]);
    expect(coins.every((c) => c.token_address === null && c.decimals === 18)).toBe(true);
  });

  it("reads the token addresses from the deployment file", () => {
    const file = join(tmpdir(), `icms-contracts-${process.pid}.json`);
    const address = (n: number) => `0x${n.toString(16).padStart(40, "0")}`;
    const keys = [
      "USDT",
      "ICMS",
      "ICT",
      "DaoNFT",
      "NFTSale",
      "XManStaking",
      "RewardVault",
      "Dragon1",
      "Dragon2",
      "CourseCheckout",
    ];
    const contracts = Object.fromEntries(keys.map((key, i) => [key, address(i + 1)]));
    writeFileSync(file, JSON.stringify({ chainId: 97, deployBlock: 1, contracts }));
    const coins = coinTypes({ CONTRACTS_FILE: file });
    expect(coins.find((c) => c.coin === "USDT")?.token_address?.toLowerCase()).toBe(address(1));
    expect(coins.find((c) => c.coin === "ICT")?.token_address?.toLowerCase()).toBe(address(3));
    expect(coins.find((c) => c.coin === "ICMS")?.token_address?.toLowerCase()).toBe(address(2));
    expect(coinTypes({ CONTRACTS_FILE: join(tmpdir(), "missing-contracts.json") })[0]?.token_address).toBeNull();
  });
});
