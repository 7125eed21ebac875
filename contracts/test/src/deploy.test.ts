import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Address } from "viem";
import { afterAll, describe, expect, it } from "vitest";
import { devAccount, devDeployConfig } from "../../src/chain/dev-roles.js";
import {
  CONTRACT_KEYS,
  deployContracts,
  icmsTokenAbi,
  ictTokenAbi,
  nftSaleAbi,
  parseAddresses,
  readAddressesFile,
  testUsdtAbi,
} from "../../src/index.js";
import { coverageBytecode } from "../helpers/coverage.js";
import { startChain } from "../helpers/chain.js";

const dir = mkdtempSync(path.join(tmpdir(), "icms-deploy-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ownerOf = (read: Awaited<ReturnType<typeof startChain>>["as"], address: Address) =>
  read("deployer").readContract({ address, abi: icmsTokenAbi, functionName: "owner" });

describe("deployContracts", () => {
  it("deploys, wires, hands ownership over and writes the addresses file", async () => {
    const { as } = await startChain();
    const file = path.join(dir, "addresses.json");
    const config = devDeployConfig();
    config.owner = devAccount("dave").address;
    config.icms.transferFeeBps = 300;
    config.ict.transferFeeBps = 200;
    const lines: string[] = [];
    const addresses = await deployContracts(as("deployer"), config, {
      addressesFile: file,
      bytecode: coverageBytecode(),
      log: (line) => lines.push(line),
    });
    expect(Object.keys(addresses.contracts)).toEqual([...CONTRACT_KEYS]);
    expect(addresses.chainId).toBe(97);
    expect(addresses.deployBlock).toBe(1);
    expect(await readAddressesFile(file)).toEqual(addresses);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(addresses);
    expect(lines.at(-1)).toBe(`ownership handed to ${config.owner}`);

    const c = addresses.contracts;
    for (const key of [
      "USDT",
      "ICMS",
      "ICT",
      "DaoNFT",
      "NFTSale",
      "RewardVault",
      "Dragon1",
      "Dragon2",
      "CourseCheckout",
    ] as const) {
      expect(await ownerOf(as, c[key])).toBe(config.owner);
    }
    const read = as("deployer");
    expect(await read.readContract({ address: c.ICMS, abi: icmsTokenAbi, functionName: "transferFeeBps" })).toBe(300n);
    expect(await read.readContract({ address: c.ICT, abi: ictTokenAbi, functionName: "transferFeeBps" })).toBe(200n);
    expect(await read.readContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "stageCount" })).toBe(0n);
  });

  it("uses an existing USDT when given and leaves its owner alone", async () => {
    const { as } = await startChain();
    const usdt = await deployContracts(as("deployer"), devDeployConfig(), { bytecode: coverageBytecode() });
    const config = { ...devDeployConfig(), usdt: usdt.contracts.USDT, owner: devAccount("dave").address };
    const addresses = await deployContracts(as("deployer"), config, { bytecode: coverageBytecode() });
    expect(addresses.contracts.USDT).toBe(usdt.contracts.USDT);
    const read = as("deployer");
    expect(await read.readContract({ address: usdt.contracts.USDT, abi: testUsdtAbi, functionName: "owner" })).toBe(
      devAccount("deployer").address,
    );
    expect(
      await read.readContract({ address: addresses.contracts.NFTSale, abi: nftSaleAbi, functionName: "usdt" }),
    ).toBe(usdt.contracts.USDT);
  });
});

describe("parseAddresses", () => {
  const valid = {
    chainId: 97,
    deployBlock: 3,
    contracts: Object.fromEntries(CONTRACT_KEYS.map((k) => [k, "0x5fbdb2315678afecb367f032d93f642f64180aa3"])),
  };

  it("checksums the addresses", () => {
    expect(parseAddresses(valid).contracts.ICMS).toBe("0x5FbDB2315678afecb367f032d93F642f64180aa3");
  });

  it("names what is wrong", () => {
    expect(() => parseAddresses({ ...valid, chainId: "97" })).toThrow(/chainId and deployBlock/);
    expect(() => parseAddresses(null)).toThrow(/chainId and deployBlock/);
    expect(() => parseAddresses({ ...valid, contracts: { ...valid.contracts, ICT: "nope" } })).toThrow(
      /ICT is not an address/,
    );
    expect(() => parseAddresses({ chainId: 1, deployBlock: 0 })).toThrow(/USDT is not an address/);
    for (const formerNFTSales of ["0x5fbdb2315678afecb367f032d93f642f64180aa3", ["nope"]]) {
      expect(() => parseAddresses({ ...valid, formerNFTSales })).toThrow(/formerNFTSales must be a list of addresses/);
    }
  });

  it("keeps the sales the current one replaced, checksummed, and leaves them out when there are none", () => {
    const former = ["0xe7f1725e7734ce288f8367e1bb143e90bb3f0512"];
    expect(parseAddresses({ ...valid, formerNFTSales: former }).formerNFTSales).toEqual([
      "0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512",
    ]);
    expect(parseAddresses(valid)).not.toHaveProperty("formerNFTSales");
  });
});
