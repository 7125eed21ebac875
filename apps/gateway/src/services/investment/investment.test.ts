import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, Code } from "@icms/protocol";
import { type Member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { member, operator } from "../../../test/news.js";

let gw: TestGateway;
let answerer: Member;
let investor: Member;
beforeAll(async () => {
  gw = await startContentGateway();
  [answerer, investor] = await Promise.all([operator(gw, ["answer_invest"]), member(gw)]);
});
afterAll(() => gw.close());

const coop = {
  institution_name: "Polar Capital",
  institution_type: "fund" as const,
  description: "An early-stage fund for infrastructure protocols.",
  official_site: "https://polar.example.org",
  contact_email: "deals@polar.example.org",
};
const gbook = {
  institution_name: "Nordic Exchange",
  contact_name: "Ada Berg",
  phone: "+46 (8) 123-456",
  email: "ada@nordic.example",
  remark: "Listing question",
};

const count = async (table: string) =>
  Number((await gw.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

describe("the cooperation form", () => {
  it("refuses empty fields, a bad e-mail and a site that is not a web address, changing nothing", async () => {
    const call = (input: Partial<typeof coop>) =>
      refusedWith(investor.client.call(api.appcms_msrv.invest_coop_add_save, { ...coop, ...input }));
    expect(await call({ institution_name: "  " })).toBe(Code.ParamInvalid);
    expect(await call({ description: "" })).toBe(Code.ParamInvalid);
    expect(await call({ contact_email: "deals@polar" })).toBe(Code.EmailIncorrect);
    expect(await call({ official_site: "javascript:alert(1)" })).toBe(Code.SiteIncorrect);
    expect(await call({ institution_type: "bank" as never })).toBe(Code.ParamInvalid);
    expect(await count("invest_coop_forms")).toBe(0);
  });

  it("is sent once, read back locked, and a second send answers 801101 changing nothing", async () => {
    expect(await investor.client.call(api.appcms_msrv.invest_coop_mine, {})).toBeNull();
    const sent = await investor.client.call(api.appcms_msrv.invest_coop_add_save, coop);
    expect(sent).toMatchObject({ ...coop, reply: null });
    expect(
      await refusedWith(
        investor.client.call(api.appcms_msrv.invest_coop_add_save, { ...coop, institution_name: "Changed" }),
      ),
    ).toBe(Code.InfoSubmitted);
    expect(await investor.client.call(api.appcms_msrv.invest_coop_mine, {})).toEqual(sent);
    expect(await refusedWith(gw.client().call(api.appcms_msrv.invest_coop_add_save, coop))).toBe(Code.NotLoggedIn);
  });
});

describe("the guestbook", () => {
  it("takes messages signed in or not, and checks the phone and the e-mail", async () => {
    const before = await count("invest_gbook_entries");
    const anonymous = await gw.client().call(api.appcms_msrv.invest_gbook_add_save, gbook);
    expect(anonymous).toMatchObject({ ...gbook, reply: null });
    await investor.client.call(api.appcms_msrv.invest_gbook_add_save, { ...gbook, remark: undefined as never });
    expect(
      await refusedWith(gw.client().call(api.appcms_msrv.invest_gbook_add_save, { ...gbook, phone: "call me" })),
    ).toBe(Code.PhoneIncorrect);
    expect(await refusedWith(gw.client().call(api.appcms_msrv.invest_gbook_add_save, { ...gbook, email: "a@" }))).toBe(
      Code.EmailIncorrect,
    );
    expect(
      await refusedWith(gw.client().call(api.appcms_msrv.invest_gbook_add_save, { ...gbook, contact_name: "" })),
    ).toBe(Code.ParamInvalid);
    expect(await count("invest_gbook_entries")).toBe(before + 2);
    const mine = await investor.client.call(api.appcms_msrv.invest_gbook_mine, {});
    expect(mine.list.map((e) => e.remark)).toEqual([""]);
  });
});

describe("operators", () => {
  it("list both kinds, filter the unanswered, and answer; the submitter sees the answer", async () => {
    expect(await refusedWith(investor.client.call(api.appcms_msrv.invest_submission_list, {}))).toBe(
      Code.PermissionDenied,
    );
    const all = await answerer.client.call(api.appcms_msrv.invest_submission_list, {});
    expect(all.total).toBe(3);
    expect(new Set(all.list.map((s) => s.kind))).toEqual(new Set(["coop", "gbook"]));
    const form = all.list.find((s) => s.kind === "coop");
    expect(form).toMatchObject({
      institution_type: "fund",
      email: coop.contact_email,
      submitter: { uid: investor.uid },
    });
    expect(all.list.filter((s) => s.submitter === null)).toHaveLength(1);

    const answered = await answerer.client.call(api.appcms_msrv.invest_submission_reply, {
      kind: "coop",
      submission_id: form?.submission_id ?? 0,
      content: "Thank you, our team will write to you this week.",
    });
    expect(answered.reply?.content).toBe("Thank you, our team will write to you this week.");
    const mine = await investor.client.call(api.appcms_msrv.invest_coop_mine, {});
    expect(mine?.reply?.content).toBe("Thank you, our team will write to you this week.");

    const open = await answerer.client.call(api.appcms_msrv.invest_submission_list, { unanswered: 1 });
    expect(open.total).toBe(2);
    expect(open.list.every((s) => s.kind === "gbook" && s.reply === null)).toBe(true);
    const coopOnly = await answerer.client.call(api.appcms_msrv.invest_submission_list, { kind: "coop", page: 5 });
    expect(coopOnly).toMatchObject({ list: [], total: 1 });

    expect(
      await refusedWith(
        answerer.client.call(api.appcms_msrv.invest_submission_reply, {
          kind: "gbook",
          submission_id: 999_999,
          content: "Hello",
        }),
      ),
    ).toBe(Code.NotFound);
    expect(
      await refusedWith(
        investor.client.call(api.appcms_msrv.invest_submission_reply, {
          kind: "coop",
          submission_id: form?.submission_id ?? 0,
          content: "Hijack",
        }),
      ),
    ).toBe(Code.PermissionDenied);
  });
});
