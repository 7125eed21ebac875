/**
 * The DAO screens' chain reads and writes, on wagmi actions with the contracts' generated ABIs
 * (loaded with the wallet chunk only). Contract addresses come from the gateway's `/gwapi/config`.
 */
import { daoNftAbi } from "@icms/contracts/abi/DaoNFT";
import { ictTokenAbi } from "@icms/contracts/abi/ICTToken";
import { nftSaleAbi } from "@icms/contracts/abi/NFTSale";
import { testUsdtAbi } from "@icms/contracts/abi/TestUSDT";
import { dragonNftAbi } from "@icms/contracts/abi/DragonNFT";
import { rewardVaultAbi } from "@icms/contracts/abi/RewardVault";
import { xManStakingAbi } from "@icms/contracts/abi/XManStaking";
import { WITHDRAW_FEE_WEI } from "@icms/protocol";
import { type Address, erc20Abi, getAddress, zeroAddress } from "viem";
import type { Config } from "wagmi";
import { getBalance, getConnection, getTransactionReceipt, readContract, writeContract } from "wagmi/actions";
import type { ChainConfig } from "./chain-config";
import type { ChainActions, ReceiptStatus } from "./wallet-engine-types";

class MissingContractError extends Error {
  override readonly name = "MissingContractError";
}

export function createChainActions(wagmi: Config, chainConfig: ChainConfig): ChainActions {
  const contract = (key: string): Address => {
    const address = chainConfig.contracts[key];
    if (!address) throw new MissingContractError(`The gateway names no ${key} contract`);
    return getAddress(address);
  };
  const account = (): Address => {
    const { address } = getConnection(wagmi);
    if (!address) throw new Error("Please Connect The Wallet First");
    return address;
  };
  const ids = (tokenIds: readonly number[]) => tokenIds.map((id) => BigInt(id));

  return {
    connectedAddress: () => getConnection(wagmi).address ?? null,
    async nativeBalance(address) {
      return (await getBalance(wagmi, { address: getAddress(address) })).value;
    },
    tokenBalance(token, address) {
      return readContract(wagmi, {
        address: contract(token),
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [getAddress(address)],
      });
    },
    async ownedNftIds(address) {
      return [
        ...(await readContract(wagmi, {
          address: contract("DaoNFT"),
          abi: daoNftAbi,
          functionName: "tokensOfOwner",
          args: [getAddress(address)],
        })),
      ];
    },
    saleAllowance(owner) {
      return readContract(wagmi, {
        address: contract("USDT"),
        abi: testUsdtAbi,
        functionName: "allowance",
        args: [getAddress(owner), contract("NFTSale")],
      });
    },
    async receiptStatus(hash): Promise<ReceiptStatus> {
      try {
        return (await getTransactionReceipt(wagmi, { hash })).status;
      } catch (error) {
        if ((error as Error).name === "TransactionReceiptNotFoundError") return "pending";
        throw error;
      }
    },
    async saleReferrer(address) {
      const referrer = await readContract(wagmi, {
        address: contract("NFTSale"),
        abi: nftSaleAbi,
        functionName: "referrerOf",
        args: [getAddress(address)],
      });
      return referrer === zeroAddress ? null : referrer;
    },
    approveSale(amount) {
      return writeContract(wagmi, {
        account: account(),
        address: contract("USDT"),
        abi: testUsdtAbi,
        functionName: "approve",
        args: [contract("NFTSale"), amount],
      });
    },
    buyNft(stageId, quantity, orderId) {
      return writeContract(wagmi, {
        account: account(),
        address: contract("NFTSale"),
        abi: nftSaleAbi,
        functionName: "buy",
        args: [BigInt(stageId), BigInt(quantity), BigInt(orderId)],
      });
    },
    bindReferrer(referrer) {
      return writeContract(wagmi, {
        account: account(),
        address: contract("NFTSale"),
        abi: nftSaleAbi,
        functionName: "bindReferrer",
        args: [getAddress(referrer)],
      });
    },
    stakingApproved(owner) {
      return readContract(wagmi, {
        address: contract("DaoNFT"),
        abi: daoNftAbi,
        functionName: "isApprovedForAll",
        args: [getAddress(owner), contract("XManStaking")],
      });
    },
    approveStaking() {
      return writeContract(wagmi, {
        account: account(),
        address: contract("DaoNFT"),
        abi: daoNftAbi,
        functionName: "setApprovalForAll",
        args: [contract("XManStaking"), true],
      });
    },
    stake(tokenIds) {
      return writeContract(wagmi, {
        account: account(),
        address: contract("XManStaking"),
        abi: xManStakingAbi,
        functionName: "stake",
        args: [ids(tokenIds)],
      });
    },
    unstake(tokenIds) {
      return writeContract(wagmi, {
        account: account(),
        address: contract("XManStaking"),
        abi: xManStakingAbi,
        functionName: "unstake",
        args: [ids(tokenIds)],
      });
    },
    async stakedNftIds(address) {
      return [
        ...(await readContract(wagmi, {
          address: contract("XManStaking"),
          abi: xManStakingAbi,
          functionName: "stakedTokensOf",
          args: [getAddress(address)],
        })),
      ];
    },
    async dragonTokenIds(collection, address) {
      return [
        ...(await readContract(wagmi, {
          address: contract(collection),
          abi: dragonNftAbi,
          functionName: "userTokenIds",
          args: [getAddress(address)],
        })),
      ];
    },
    claimReward(voucher, signature) {
      return writeContract(wagmi, {
        account: account(),
        address: contract("RewardVault"),
        abi: rewardVaultAbi,
        functionName: "claim",
        args: [voucher, signature],
        value: WITHDRAW_FEE_WEI,
      });
    },
    async transferFee(token, from, to, amount) {
      // ICT and ICMS share the fee-on-transfer base contract, so one ABI reads both.
      const [fee] = await readContract(wagmi, {
        address: contract(token),
        abi: ictTokenAbi,
        functionName: "previewTransferFee",
        args: [getAddress(from), getAddress(to), amount],
      });
      return fee;
    },
    transferToken(token, to, amount) {
      return writeContract(wagmi, {
        account: account(),
        address: contract(token),
        abi: erc20Abi,
        functionName: "transfer",
        args: [getAddress(to), amount],
      });
    },
  };
}
