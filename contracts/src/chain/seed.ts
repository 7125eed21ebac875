/**
 * DEVELOPMENT ONLY. Puts a freshly deployed local chain into a state worth looking at: funded demo
 * users, a funded reward vault, sold, staked and referred DAO NFTs, a few dragons, and the treasury's
 * approval that course refunds need.
 */
import {
  type Chain,
  createWalletClient,
  erc20Abi,
  type Hex,
  maxUint256,
  parseEther,
  publicActions,
  type Transport,
} from "viem";
import type { DeployedAddresses } from "../addresses.js";
import {
  daoNftAbi,
  dragonNftAbi,
  icmsTokenAbi,
  ictTokenAbi,
  nftSaleAbi,
  testUsdtAbi,
  xManStakingAbi,
} from "../generated/index.js";
import { DEV_RUNNING_STAGE, type DevRole, devAccount, devPrivateKey } from "./dev-roles.js";

export interface DemoAccount {
  name: string;
  address: `0x${string}`;
  /** A public Hardhat development key: development only. */
  privateKey: Hex;
  /** What the account holds after seeding. */
  holds: string;
}

export const DEMO_FUNDS = {
  usdt: parseEther("100000"),
  ict: parseEther("10000"),
  icms: parseEther("1000"),
  vaultIct: parseEther("100000000"),
  vaultIcms: parseEther("1000000"),
} as const;

const demoUsers = ["alice", "bob", "carol", "dave"] as const satisfies readonly DevRole[];

const holdings: Record<(typeof demoUsers)[number], string> = {
  alice: "DAO NFTs 1-3 bought, 1 and 2 staked (X-Man); dragons 1 and 2 of Dragon1, 1 of Dragon2",
  bob: "DAO NFT 4, not staked, referred by alice; dragon 3 of Dragon1",
  carol: "DAO NFT 5 staked (X-Man), referred by alice",
  dave: "tokens only, no NFT",
};

/** Seeds the demo state; every demo user also gets 100,000 USDT, 10,000 ICT and 1,000 ICMS. */
export async function seedDemoState(
  transport: Transport,
  chain: Chain,
  addresses: DeployedAddresses,
): Promise<DemoAccount[]> {
  const c = addresses.contracts;
  const as = (role: DevRole) =>
    createWalletClient({ account: devAccount(role), transport, chain }).extend(publicActions);
  const deployer = as("deployer");
  const send = async (hash: Hex) => {
    const receipt = await deployer.waitForTransactionReceipt({ hash });
    if (receipt.status !== "success") throw new Error(`seed transaction ${hash} reverted`);
  };

  await send(
    await deployer.writeContract({
      address: c.ICT,
      abi: ictTokenAbi,
      functionName: "transfer",
      args: [c.RewardVault, DEMO_FUNDS.vaultIct],
    }),
  );
  await send(
    await deployer.writeContract({
      address: c.ICMS,
      abi: icmsTokenAbi,
      functionName: "transfer",
      args: [c.RewardVault, DEMO_FUNDS.vaultIcms],
    }),
  );
  for (const role of demoUsers) {
    const user = devAccount(role).address;
    await send(
      await deployer.writeContract({
        address: c.USDT,
        abi: testUsdtAbi,
        functionName: "mint",
        args: [user, DEMO_FUNDS.usdt],
      }),
    );
    await send(
      await deployer.writeContract({
        address: c.ICT,
        abi: ictTokenAbi,
        functionName: "transfer",
        args: [user, DEMO_FUNDS.ict],
      }),
    );
    await send(
      await deployer.writeContract({
        address: c.ICMS,
        abi: icmsTokenAbi,
        functionName: "transfer",
        args: [user, DEMO_FUNDS.icms],
      }),
    );
  }

  const buy = async (role: DevRole, quantity: bigint, stake: bigint[], referrer?: DevRole) => {
    const w = as(role);
    if (referrer) {
      const args = [devAccount(referrer).address] as const;
      await send(await w.writeContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "bindReferrer", args }));
    }
    const cost = parseEther("1500") * quantity;
    await send(
      await w.writeContract({ address: c.USDT, abi: testUsdtAbi, functionName: "approve", args: [c.NFTSale, cost] }),
    );
    await send(
      await w.writeContract({
        address: c.NFTSale,
        abi: nftSaleAbi,
        functionName: "buy",
        // Demo purchases pay no platform order (0).
        args: [DEV_RUNNING_STAGE, quantity, 0n],
      }),
    );
    if (stake.length === 0) return;
    await send(
      await w.writeContract({
        address: c.DaoNFT,
        abi: daoNftAbi,
        functionName: "setApprovalForAll",
        args: [c.XManStaking, true],
      }),
    );
    await send(
      await w.writeContract({ address: c.XManStaking, abi: xManStakingAbi, functionName: "stake", args: [stake] }),
    );
  };
  await buy("alice", 3n, [1n, 2n]);
  await buy("bob", 1n, [], "alice");
  await buy("carol", 1n, [5n], "alice");

  const dragons: [`0x${string}`, DevRole][] = [
    [c.Dragon1, "alice"],
    [c.Dragon1, "alice"],
    [c.Dragon1, "bob"],
    [c.Dragon2, "alice"],
  ];
  for (const [address, role] of dragons) {
    const args = [devAccount(role).address] as const;
    await send(await deployer.writeContract({ address, abi: dragonNftAbi, functionName: "mint", args }));
  }
  // The treasury lets the course checkout take back the platform's part of a refunded order.
  const treasury = as("platformTreasury");
  for (const token of [c.USDT, c.ICT, c.ICMS]) {
    const args = [c.CourseCheckout, maxUint256] as const;
    await send(await treasury.writeContract({ address: token, abi: erc20Abi, functionName: "approve", args }));
  }

  return demoUsers.map((role) => {
    const account = devAccount(role);
    return { name: role, address: account.address, privateKey: devPrivateKey(role), holds: holdings[role] };
  });
}
