/**
 * The handover read back from the chain: every contract owned by the owner (the multisig), and no
 * part (owner, minter, signer, fee wallet, treasury, payout or fee recipient) left with the
 * deployer. A deployment is finished only when this finds nothing.
 */
import { type Address, isAddressEqual, type PublicClient } from "viem";
import {
  courseCheckoutAbi,
  type DeployedAddresses,
  daoNftAbi,
  icmsTokenAbi,
  ictTokenAbi,
  nftSaleAbi,
  rewardVaultAbi,
} from "../../src/index.js";

/** The ownable contracts of the file; USDT only when this deployment made it (a TestUSDT). */
function ownableKeys(usdtDeployed: boolean) {
  const keys = ["ICMS", "ICT", "DaoNFT", "NFTSale", "RewardVault", "CourseCheckout", "Dragon1", "Dragon2"] as const;
  return usdtDeployed ? (["USDT", ...keys] as const) : keys;
}

/** What is wrong with the handover, one line each; empty when it is complete. */
export async function handoverProblems(
  client: PublicClient,
  addresses: DeployedAddresses,
  owner: Address,
  deployer: Address,
  usdtDeployed: boolean,
): Promise<string[]> {
  const c = addresses.contracts;
  const problems: string[] = [];
  const expectNotDeployer = (what: string, account: Address) => {
    if (isAddressEqual(account, deployer)) problems.push(`${what} is the deployer`);
  };

  for (const key of ownableKeys(usdtDeployed)) {
    // Every ownable contract here is OpenZeppelin's Ownable: the same owner() in each ABI.
    const current = await client.readContract({ address: c[key], abi: icmsTokenAbi, functionName: "owner" });
    if (!isAddressEqual(current, owner)) problems.push(`${key} is owned by ${current}, not by ${owner}`);
  }
  if (await client.readContract({ address: c.DaoNFT, abi: daoNftAbi, functionName: "isMinter", args: [deployer] })) {
    problems.push("the deployer is a DaoNFT minter");
  }
  if (
    !(await client.readContract({ address: c.DaoNFT, abi: daoNftAbi, functionName: "isMinter", args: [c.NFTSale] }))
  ) {
    problems.push("NFTSale is not a DaoNFT minter");
  }
  expectNotDeployer(
    "the RewardVault signer",
    await client.readContract({ address: c.RewardVault, abi: rewardVaultAbi, functionName: "signer" }),
  );
  expectNotDeployer(
    "the RewardVault fee wallet",
    await client.readContract({ address: c.RewardVault, abi: rewardVaultAbi, functionName: "feeWallet" }),
  );
  expectNotDeployer(
    "the CourseCheckout signer",
    await client.readContract({ address: c.CourseCheckout, abi: courseCheckoutAbi, functionName: "signer" }),
  );
  expectNotDeployer(
    "the CourseCheckout treasury",
    await client.readContract({ address: c.CourseCheckout, abi: courseCheckoutAbi, functionName: "treasury" }),
  );
  const payouts = await client.readContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "payoutWallets" });
  for (const [i, wallet] of payouts.entries()) expectNotDeployer(`NFTSale payout wallet ${i}`, wallet);
  for (const [key, abi] of [
    ["ICMS", icmsTokenAbi],
    ["ICT", ictTokenAbi],
  ] as const) {
    const [recipients] = await client.readContract({ address: c[key], abi, functionName: "feeShares" });
    for (const [i, recipient] of recipients.entries()) expectNotDeployer(`${key} fee recipient ${i}`, recipient);
  }
  return problems;
}
