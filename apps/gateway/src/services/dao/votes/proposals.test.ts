import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openProposal, signVote, startVoteWorld, type VoteWorld } from "../../../../test/dao-votes.js";
import { refusedWith, signIn, startTestGateway } from "../../../../test/harness.js";

let world: VoteWorld;

beforeAll(async () => {
  world = await startVoteWorld();
  await world.synced();
});
afterAll(async () => world?.stop());

const inADay = () => Math.floor(Date.now() / 1000) + 86_400;

describe("daoclub_msrv/proposal_add", () => {
  it("needs a session and the dao_propose privilege", async () => {
    expect(await refusedWith(openProposal(world.gw.client()))).toBe(Code.NotLoggedIn);
    expect(await refusedWith(openProposal(await world.as("carol")))).toBe(Code.PermissionDenied);
  });

  it("opens a proposal with the chain's latest block as its snapshot", async () => {
    await world.grantPropose("alice");
    const head = await world.chain.blockNumber();
    const created = await openProposal(await world.as("alice"));
    expect(created).toMatchObject({
      title: "Fund the wiki translators",
      options: ["Yes", "No", "Abstain"],
      state: "active",
      snapshot_block: head,
      total_weight: 0,
      my_vote: null,
      winning_option: null,
      domain: {
        chain_id: 97,
        verifying_contract: world.chain.chain.addresses.contracts.XManStaking.toLowerCase(),
      },
    });
    expect(created.results.map((r) => r.label)).toEqual(["Yes", "No", "Abstain"]);
  });

  it("refuses fewer than 2 or more than 10 options, duplicates, and a window that is over or backwards", async () => {
    const alice = await world.as("alice");
    const base = { title: "A question", body: "Why?", ends_at: inADay() };
    const refused = (input: Partial<typeof base> & { options: string; starts_at?: number }) =>
      refusedWith(alice.call(api.daoclub_msrv.proposal_add, { ...base, ...input }));
    expect(await refused({ options: "Only one" })).toBe(Code.ParamInvalid);
    expect(await refused({ options: Array.from({ length: 11 }, (_, i) => `Option ${i}`).join("\n") })).toBe(
      Code.ParamInvalid,
    );
    expect(await refused({ options: "Yes\nyes" })).toBe(Code.ParamInvalid);
    expect(await refused({ options: "Yes\nNo", ends_at: Math.floor(Date.now() / 1000) - 10, starts_at: 0 })).toBe(
      Code.ParamInvalid,
    );
    expect(await refused({ options: "Yes\nNo", starts_at: inADay() + 10 })).toBe(Code.ParamInvalid);
    expect(await refused({ options: "Yes\nNo", title: "" })).toBe(Code.ParamInvalid);
  });

  it("answers 3001 when the gateway has no chain to take a snapshot from or weigh a vote", async () => {
    const offChain = await startTestGateway();
    try {
      const session = (await signIn(offChain, world.chain.account("dave"))).session;
      await offChain.db.query(
        "INSERT INTO user_privileges (uid, privilege_code, val) SELECT uid, 'dao_propose', 1 FROM users",
      );
      expect(await refusedWith(openProposal(offChain.client(session)))).toBe(Code.Failed);
      // a proposal without a chain to weigh its votes
      const [row] = await offChain.db.query<{ id: number }>(
        `INSERT INTO dao_proposals (author_uid, title, body, options, starts_at, ends_at, snapshot_block)
         SELECT uid, 'Offline', 'No chain', '["Yes","No"]', now() - interval '1 hour', now() + interval '1 day', 1
         FROM users LIMIT 1 RETURNING id`,
      );
      const vote = await signVote(
        world.chain.account("dave"),
        { chain_id: 97, verifying_contract: "0x0000000000000000000000000000000000000001" },
        row?.id ?? 0,
        0,
      );
      expect(await refusedWith(offChain.client(session).call(api.daoclub_msrv.proposal_vote, vote))).toBe(Code.Failed);
    } finally {
      await offChain.close();
    }
  });
});

describe("daoclub_msrv/proposal_list and proposal_detail", () => {
  it("lists open proposals in the active tab and ended ones in the closed tab, with the winner", async () => {
    const alice = await world.as("alice");
    const closed = await openProposal(alice, "Closed question");
    await world.gw.db.query(
      "UPDATE dao_proposals SET starts_at = now() - interval '3 days', ends_at = now() - interval '1 day' WHERE id = $1",
      [closed.proposal_id],
    );
    await world.gw.db.query(
      `INSERT INTO dao_votes (proposal_id, voter, uid, option_index, weight, signed_at, signature)
       SELECT $1, wallet_addr, uid, 1, 2, 1, '0xsig' FROM users LIMIT 1`,
      [closed.proposal_id],
    );
    const anonymous = world.gw.client();
    const active = await anonymous.call(api.daoclub_msrv.proposal_list, { state: "active", page_size: 1 });
    expect(active.total).toBeGreaterThanOrEqual(1);
    expect(active.list).toHaveLength(1);
    expect(active.list.every((p) => p.state !== "closed")).toBe(true);
    const ended = await anonymous.call(api.daoclub_msrv.proposal_list, { state: "closed" });
    expect(ended.list.map((p) => [p.title, p.state, p.winning_option, p.total_weight])).toEqual([
      ["Closed question", "closed", 1, 2],
    ]);
    const detail = await anonymous.call(api.daoclub_msrv.proposal_detail, { proposal_id: closed.proposal_id });
    expect(detail).toMatchObject({ state: "closed", my_vote: null, body: closed.body, author_uid: closed.author_uid });
    expect(detail.results.map((r) => r.weight)).toEqual([0, 2, 0]);
  });

  it("answers 3002 for an unknown proposal", async () => {
    expect(await refusedWith(world.gw.client().call(api.daoclub_msrv.proposal_detail, { proposal_id: 999_999 }))).toBe(
      Code.NotFound,
    );
  });
});
