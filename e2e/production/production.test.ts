/**
 * The production topology (compose.yaml) without containers, driven through the proxy only: sign
 * in with a wallet, upload to the S3 store, write, buy and stake for two wallets (the worker's
 * indexer makes them X-Men), the two review, withdraw from the reward vault; then API instance 1
 * is killed and instance 2 keeps serving. Prints what it started and what it checked.
 */
import { randomBytes } from "node:crypto";
import { type Address, erc20Abi, type Hex, type PrivateKeyAccount, parseEther } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { daoNftAbi, nftSaleAbi, rewardVaultAbi, testUsdtAbi, xManStakingAbi } from "../../contracts/src/index.ts";
import { creditDividend } from "../../apps/gateway/test/income.ts";
import { openPostgres } from "../../apps/gateway/src/db/postgres.ts";
import {
  api,
  type ClientOptions,
  createGatewayClient,
  reviewTypedData,
  uploadFile,
  type UploadedFile,
} from "../../packages/protocol/src/index.ts";
import { makePng } from "../src/png.ts";
import { repoRoot } from "./paths.ts";
import { startTopology, stopTopology, type Topology } from "./topology.ts";

let topology: Topology;
const checked: string[] = [];
/** Records a check that passed, printed with the summary. */
const check = (line: string) => {
  checked.push(line);
  console.log(`checked: ${line}`);
};

beforeAll(async () => {
  topology = await startTopology(repoRoot);
  for (const line of topology.started) console.log(`started: ${line}`);
}, 600_000);

afterAll(async () => {
  // Also when the start failed or was cut short by its time-out: whatever it had started.
  await stopTopology();
  console.log(`production suite: ${checked.length} checks passed`);
});

interface User {
  account: PrivateKeyAccount;
  uid: number;
  options: ClientOptions;
  client: ReturnType<typeof createGatewayClient>;
}

/** Client options for the proxy, signed with the deployment's app credentials. */
function options(tokens: { accessToken?: string; refreshToken?: string } = {}): ClientOptions {
  return { baseUrl: topology.proxy.url, appId: topology.appId, appSecret: topology.appSecret, tokens: () => tokens };
}

/** Signs in through the proxy as the web app does: a nonce, a personal_sign of its message, the login. */
async function signIn(account = privateKeyToAccount(generatePrivateKey())): Promise<User> {
  const anonymous = createGatewayClient(options());
  const { message } = await anonymous.call(api.user_msrv.login_nonce, { wallet_addr: account.address, chain_id: 97 });
  const login = await anonymous.call(api.user_msrv.metamask_login, {
    wallet_addr: account.address,
    message,
    signature: await account.signMessage({ message }),
  });
  const tokens = { accessToken: login.AccessToken, refreshToken: login.RefreshToken };
  return { account, uid: login.uid, options: options(tokens), client: createGatewayClient(options(tokens)) };
}

/** An article with the uploaded cover, as the editor sends it. */
function articleForm(cover_url: string) {
  return {
    article_type: 1,
    title: `Production notes ${randomBytes(3).toString("hex")}`,
    abstract: "What the production topology runs, and how it was checked.",
    content: "<p>Two API instances behind a proxy, one worker, PostgreSQL, Redis and an S3 store.</p>",
    cover_url,
    tags: "operations,deploy",
    lang: "en",
  } as const;
}

let author: User;
let image: UploadedFile;
let articleId: number;
const xmen: User[] = [];

describe("production topology through the proxy", () => {
  it("signs in with a wallet signature", async () => {
    author = await signIn();
    expect(author.uid).toBeGreaterThan(0);
    check(`sign-in through the proxy: uid ${author.uid} for ${author.account.address}`);
  });

  it("uploads an image to the S3 store: the object is in the bucket and served back", async () => {
    const png = makePng(16, 16);
    image = await uploadFile(
      author.options,
      new Blob([new Uint8Array(png)], { type: "image/png" }),
      "cover.png",
      "image",
    );
    expect(image).toMatchObject({ kind: "image", mime: "image/png", width: 16, height: 16 });
    expect(image.url.startsWith(`${topology.proxy.url}/files/`)).toBe(true);
    // The object in the bucket, read from the store itself (the gateway keeps what it checked, not
    // the sent bytes verbatim), and the same bytes served back through the proxy.
    const key = image.url.slice(`${topology.proxy.url}/files/`.length);
    const stored = await fetch(`${topology.storage.origin}/${topology.storage.bucket}/${key}`);
    expect(stored.status).toBe(200);
    const bytes = Buffer.from(await stored.arrayBuffer());
    expect(bytes.length).toBe(image.size);
    expect(bytes.subarray(0, 8).equals(png.subarray(0, 8))).toBe(true);
    const served = await fetch(image.url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    check(`upload: ${image.size} bytes at s3rver ${topology.storage.bucket}/${key}, served back at /files/`);
  });

  it("writes an article, which waits for review", async () => {
    const saved = await author.client.call(api.appcms_msrv.my_article_add_save, articleForm(image.url));
    articleId = saved.article_id;
    const mine = await author.client.call(api.appcms_msrv.my_article_detail, { article_id: articleId });
    expect(mine).toMatchObject({ status: "audit", cover_url: image.url });
    check(`article ${articleId} written with the uploaded cover, in review (quorum 2)`);
  });

  it("buys a certification NFT and stakes it for two wallets; the worker's indexer makes them X-Men", async () => {
    const { addresses, reader, send, fund } = topology.chain;
    const c = addresses.contracts;
    const price = await reader.readContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "PRICE" });
    for (let i = 0; i < 2; i++) {
      const account = privateKeyToAccount(generatePrivateKey());
      await fund(account.address, parseEther("1"), price);
      await send(account, (w) =>
        w.writeContract({ address: c.USDT, abi: testUsdtAbi, functionName: "approve", args: [c.NFTSale, price] }),
      );
      const tokenId = await reader.readContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "nextTokenId" });
      await send(account, (w) =>
        w.writeContract({ address: c.NFTSale, abi: nftSaleAbi, functionName: "buy", args: [0n, 1n, 0n] }),
      );
      const usdtLeft = await reader.readContract({
        address: c.USDT,
        abi: erc20Abi,
        functionName: "balanceOf",
        args: [account.address],
      });
      expect(usdtLeft).toBe(0n);
      await send(account, (w) =>
        w.writeContract({
          address: c.DaoNFT,
          abi: daoNftAbi,
          functionName: "setApprovalForAll",
          args: [c.XManStaking, true],
        }),
      );
      await send(account, (w) =>
        w.writeContract({ address: c.XManStaking, abi: xManStakingAbi, functionName: "stake", args: [[tokenId]] }),
      );
      const user = await signIn(account);
      await expect
        .poll(() => user.client.call(api.user_msrv.xman_permissions, {}), { timeout: 60_000, interval: 200 })
        .toMatchObject({ is_xman: true, staked_count: 1, staked_token_ids: [Number(tokenId)] });
      xmen.push(user);
      check(
        `X-Man ${account.address}: bought NFT ${tokenId} for ${price / 10n ** 18n} USDT, staked, indexed by the worker`,
      );
    }
  });

  it("the two X-Men review the article and it goes online", async () => {
    const staking = topology.chain.addresses.contracts.XManStaking;
    const decide = async (who: User) => {
      const fields = {
        kind: "article" as const,
        item_id: articleId,
        decision: "pass" as const,
        reason_id: 0,
        reason: "",
        nonce: BigInt(`0x${randomBytes(16).toString("hex")}`).toString(),
        deadline: Math.floor(Date.now() / 1000) + 600,
      };
      const signature = await who.account.signTypedData(reviewTypedData(97, staking, fields));
      const { kind: _kind, item_id: _item, ...decision } = fields;
      return who.client.call(api.daoclub_msrv.dao_article_set_status, {
        article_id: articleId,
        ...decision,
        signature,
      });
    };
    const [first, second] = xmen as [User, User];
    expect(await decide(first)).toMatchObject({ status: "audit", review: { pass_count: 1 } });
    expect(await decide(second)).toMatchObject({ status: "online", review: { pass_count: 2 } });
    const anonymous = createGatewayClient(options());
    expect(await anonymous.call(api.appcms_msrv.article_detail, { article_id: articleId })).toMatchObject({
      status: "online",
      cover_url: image.url,
    });
    check(`article ${articleId}: two signed X-Man passes, online for anonymous readers`);
  });

  it("withdraws income from the reward vault: exact amounts on chain, marked paid by the indexer", async () => {
    const [xman] = xmen as [User];
    const { reader, send, addresses } = topology.chain;
    const ether = 10n ** 18n;
    // The income a day's settlement would credit (the daily job is not what this suite tests).
    const db = await openPostgres(topology.databaseUrl, { size: 1 });
    try {
      await creditDividend(db, xman.account.address, "ICT", 5n * ether);
    } finally {
      await db.close();
    }
    const voucher = await xman.client.call(api.wallet_msrv.withdraw_voucher, {
      coin: "ICT",
      amount: (3n * ether).toString(),
    });
    expect(voucher).toMatchObject({ status: "open", chain_id: 97, user: xman.account.address.toLowerCase() });
    expect(voucher.vault.toLowerCase()).toBe(addresses.contracts.RewardVault.toLowerCase());
    const ict = addresses.contracts.ICT;
    const balance = (owner: Address) =>
      reader.readContract({ address: ict, abi: erc20Abi, functionName: "balanceOf", args: [owner] });
    const [userBefore, vaultBefore] = [await balance(xman.account.address), await balance(voucher.vault as Address)];
    const hash = await send(xman.account, (w) =>
      w.writeContract({
        address: voucher.vault as Address,
        abi: rewardVaultAbi,
        functionName: "claim",
        args: [
          {
            user: voucher.user as Address,
            token: voucher.token as Address,
            amount: BigInt(voucher.amount),
            voucherId: BigInt(voucher.voucher_id),
            deadline: BigInt(voucher.deadline),
          },
          voucher.signature as Hex,
        ],
        value: BigInt(voucher.fee_wei),
      }),
    );
    expect((await balance(xman.account.address)) - userBefore).toBe(3n * ether);
    expect(vaultBefore - (await balance(voucher.vault as Address))).toBe(3n * ether);
    await expect
      .poll(async () => (await xman.client.call(api.wallet_msrv.withdraw_list, {})).list, {
        timeout: 60_000,
        interval: 200,
      })
      .toEqual([expect.objectContaining({ withdraw_id: voucher.withdraw_id, status: "paid", tx_hash: hash })]);
    const coins = (await xman.client.call(api.wallet_msrv.balance_info, {})).coins;
    expect(coins.find((coin) => coin.coin === "ICT")).toMatchObject({
      earned: (5n * ether).toString(),
      withdrawn: (3n * ether).toString(),
      available: (2n * ether).toString(),
    });
    check(
      `withdrawal: 3 ICT claimed from the reward vault (exact on chain, fee ${voucher.fee_wei} wei), paid by the indexer`,
    );
  });

  it("keeps serving from instance 2 after instance 1 is killed (reads and a write)", async () => {
    const [first, second] = topology.apis;
    await first.service.kill();
    expect(await first.service.exited).toBe("SIGKILL");
    const anonymous = createGatewayClient(options());
    const before = new Map(topology.proxy.stats.answered);
    // Four rounds: the proxy's turn comes to the dead instance on every other request.
    for (let i = 0; i < 4; i++) {
      expect((await anonymous.call(api.appcms_msrv.article_detail, { article_id: articleId })).status).toBe("online");
    }
    const saved = await author.client.call(api.appcms_msrv.my_article_add_save, articleForm(image.url));
    expect((await author.client.call(api.appcms_msrv.my_article_detail, { article_id: saved.article_id })).status).toBe(
      "audit",
    );
    const answeredBy = (origin: string) => (topology.proxy.stats.answered.get(origin) ?? 0) - (before.get(origin) ?? 0);
    expect(answeredBy(first.origin)).toBe(0);
    expect(answeredBy(second.origin)).toBe(6);
    expect(topology.proxy.stats.unreachable.get(first.origin) ?? 0).toBeGreaterThan(0);
    check(`api-1 (pid ${first.service.pid}) killed with SIGKILL: 5 reads and a write answered by api-2`);
  });
});
