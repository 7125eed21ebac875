/** A deployed chain whose reward vault holds ICT and ICMS, with helpers to sign and claim vouchers. */
import { type Address, type Hex, type LocalAccount, parseEther } from "viem";
import { devAccount } from "../../src/chain/dev-roles.js";
import {
  icmsTokenAbi,
  ictTokenAbi,
  rewardVaultAbi,
  signVoucher,
  type Voucher,
  WITHDRAW_FEE_WEI,
} from "../../src/index.js";
import { deployFixture, type DevRole, type Fixture } from "../helpers/chain.js";

export async function vaultFixture(): Promise<Fixture> {
  const t = await deployFixture();
  const owner = t.as("deployer");
  await t.send(
    owner.writeContract({
      address: t.c.ICT,
      abi: ictTokenAbi,
      functionName: "transfer",
      args: [t.c.RewardVault, parseEther("1000000")],
    }),
  );
  await t.send(
    owner.writeContract({
      address: t.c.ICMS,
      abi: icmsTokenAbi,
      functionName: "transfer",
      args: [t.c.RewardVault, parseEther("1000")],
    }),
  );
  await t.checkpoint();
  return t;
}

let nextVoucherId = 1n;

/** A voucher for `user` worth `amount` of `token`, valid for an hour from `now`. */
export function voucherFor(user: Address, token: Address, amount: bigint, now: bigint): Voucher {
  return { user, token, amount, voucherId: nextVoucherId++, deadline: now + 3600n };
}

export function sign(t: Fixture, voucher: Voucher, signer: LocalAccount = devAccount("withdrawSigner")): Promise<Hex> {
  return signVoucher(signer, t.chain.id, t.c.RewardVault, voucher);
}

export function claim(t: Fixture, role: DevRole, voucher: Voucher, signature: Hex, value = WITHDRAW_FEE_WEI) {
  return t.as(role).writeContract({
    address: t.c.RewardVault,
    abi: rewardVaultAbi,
    functionName: "claim",
    args: [voucher, signature],
    value,
  });
}
