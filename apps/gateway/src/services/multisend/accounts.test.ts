import { api, MULTISEND_LIMITS, MULTISEND_NETWORKS } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { member } from "../../../test/cms.js";
import { refusedWith } from "../../../test/harness.js";
import { type MultisendRig, startMultisendRig } from "../../../test/multisend.js";

let rig: MultisendRig;
beforeAll(async () => {
  rig = await startMultisendRig();
});
afterAll(() => rig.close());

const secretsOf = (credentials: Record<string, string>) =>
  Object.entries(credentials)
    .filter(([key]) => !["chat_id", "app_id", "page_id", "instance_url", "group_id"].includes(key))
    .map(([, value]) => value);

describe("connected accounts", () => {
  it("lists the six networks with their fields", async () => {
    const networks = await rig.gw.client().call(api.user_msrv.multisend_network_list, {});
    expect(networks.map((row) => row.network)).toEqual([...MULTISEND_NETWORKS]);
    expect(networks.find((row) => row.network === "discord")?.fields).toEqual([
      { key: "webhook_url", kind: "url", secret: true, required: true },
    ]);
  });

  it("never answers a secret, in any reply or in the table", async () => {
    const replies: unknown[] = [];
    for (const network of MULTISEND_NETWORKS) {
      replies.push(
        await rig.author.client.call(api.user_msrv.multisend_account_save, {
          network,
          credentials: rig.networks.all[network].credentials(),
        }),
      );
    }
    const list = await rig.author.client.call(api.user_msrv.multisend_account_list, {});
    replies.push(list);
    for (const account of list)
      replies.push(await rig.author.client.call(api.user_msrv.multisend_account_check, account));
    const rows = JSON.stringify(await rig.gw.db.query("SELECT * FROM multisend_accounts"));
    const text = JSON.stringify(replies);
    for (const network of MULTISEND_NETWORKS) {
      for (const secret of secretsOf(rig.networks.all[network].credentials())) {
        expect(text).not.toContain(secret);
        expect(rows).not.toContain(secret);
        expect(text).toContain(`••••${secret.slice(-4)}`);
      }
    }
    const telegram = list.find((row) => row.network === "telegram");
    expect(telegram?.credentials).toEqual({ bot_token: "••••oken", chat_id: "@icms_channel" });
  });

  it("keeps a stored secret when the field is left blank, and checks the form", async () => {
    const { client } = rig.author;
    const saved = await client.call(api.user_msrv.multisend_account_save, {
      network: "vk",
      label: "Community",
      credentials: rig.networks.vk.credentials(),
    });
    const updated = await client.call(api.user_msrv.multisend_account_save, {
      account_id: saved.account_id,
      network: "vk",
      label: "Renamed",
      credentials: { group_id: rig.networks.vk.credentials().group_id as string, access_token: "" },
    });
    expect(updated).toMatchObject({ label: "Renamed", credentials: saved.credentials });
    const checked = await client.call(api.user_msrv.multisend_account_check, { account_id: saved.account_id });
    expect(checked).toMatchObject({ status: "active", remote_name: "ICMS" });

    const save = (input: Parameters<typeof client.call<typeof api.user_msrv.multisend_account_save>>[1]) =>
      refusedWith(client.call(api.user_msrv.multisend_account_save, input));
    expect(await save({ network: "telegram", credentials: { bot_token: "x" } })).toBe(805000);
    expect(await save({ network: "x", credentials: { api_key: "only-one" } })).toBe(805000);
    expect(await save({ network: "discord", credentials: { webhook_url: "https://discord.com/x" } })).toBe(805000);
    expect(await save({ account_id: saved.account_id, network: "x", credentials: { bearer_token: "b" } })).toBe(805000);
    expect(await save({ account_id: 999_999, network: "vk", credentials: rig.networks.vk.credentials() })).toBe(3002);

    const stranger = await member(rig.gw);
    expect(
      await refusedWith(stranger.client.call(api.user_msrv.multisend_account_check, { account_id: saved.account_id })),
    ).toBe(3002);
    expect(
      await refusedWith(stranger.client.call(api.user_msrv.multisend_account_del, { account_id: saved.account_id })),
    ).toBe(3002);
    await client.call(api.user_msrv.multisend_account_del, { account_id: saved.account_id });
    expect(await refusedWith(client.call(api.user_msrv.multisend_account_del, { account_id: saved.account_id }))).toBe(
      3002,
    );
  });

  it("answers the network's refusal and silence on a check", async () => {
    const { client } = rig.author;
    const account = await rig.connect("mastodon");
    rig.networks.mastodon.revoke();
    try {
      expect(await refusedWith(client.call(api.user_msrv.multisend_account_check, { account_id: account }))).toBe(
        805003,
      );
    } finally {
      rig.networks.mastodon.revoke(false);
    }
    const list = await client.call(api.user_msrv.multisend_account_list, {});
    expect(list.find((row) => row.account_id === account)?.status).toBe("needs_reconnect");
    // An instance that does not answer: nothing is marked.
    const silent = await client.call(api.user_msrv.multisend_account_save, {
      network: "mastodon",
      credentials: { instance_url: "http://127.0.0.1:9", access_token: "token" },
    });
    expect(await refusedWith(client.call(api.user_msrv.multisend_account_check, silent))).toBe(805004);
  });

  it("limits the accounts of one user", async () => {
    const user = await member(rig.gw);
    for (let i = 0; i < MULTISEND_LIMITS.accountsMax; i++) {
      await user.client.call(api.user_msrv.multisend_account_save, {
        network: "telegram",
        credentials: rig.networks.telegram.credentials(),
      });
    }
    expect(
      await refusedWith(
        user.client.call(api.user_msrv.multisend_account_save, {
          network: "telegram",
          credentials: rig.networks.telegram.credentials(),
        }),
      ),
    ).toBe(805008);
  });
});

describe("outside development", () => {
  let strict: MultisendRig;
  beforeAll(async () => {
    strict = await startMultisendRig({ MULTISEND_ALLOW_PRIVATE_HOSTS: "false" });
  });
  afterAll(() => strict.close());

  it("refuses private and local hosts, when saving and when calling", async () => {
    const { client } = strict.author;
    const save = (network: "discord" | "mastodon", credentials: Record<string, string>) =>
      refusedWith(client.call(api.user_msrv.multisend_account_save, { network, credentials }));
    expect(await save("discord", strict.networks.discord.credentials())).toBe(805007);
    expect(await save("mastodon", { instance_url: "https://localhost", access_token: "t" })).toBe(805007);
    expect(await save("mastodon", { instance_url: "https://10.1.2.3", access_token: "t" })).toBe(805007);
    // The configured networks sit on loopback here: the call itself is refused.
    const account = await strict.connect("telegram");
    expect(await refusedWith(client.call(api.user_msrv.multisend_account_check, { account_id: account }))).toBe(805007);
    const post = await strict.send([account]);
    const target = await strict.settled(post.targets[0]?.target_id as number);
    expect(target).toMatchObject({ state: "failed", error_kind: "rejected" });
    expect(strict.networks.telegram.requests).toHaveLength(0);
  });
});
