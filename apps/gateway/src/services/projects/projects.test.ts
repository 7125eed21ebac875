import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { draftProject, submittedProject } from "../../../test/projects.js";

let gw: TestGateway;
let owner: Member;
let forwarder: Member;
let visitor: Member;

beforeAll(async () => {
  // Without a review quorum a submitted project passes at once.
  gw = await startContentGateway();
  [owner, forwarder, visitor] = await Promise.all([member(gw), member(gw), member(gw)]);
});
afterAll(async () => gw?.close());

describe("appcms_msrv/project_list and project_detail", () => {
  it("lists passed projects only, newest first, filtered by tag, keyword and language", async () => {
    const draft = await draftProject(owner, { title: "Nebula draft" });
    const first = await submittedProject(owner, { title: "Nebula Swap", tags: "dex,amm" });
    const second = await submittedProject(owner, { title: "Quasar Bridge", tags: "bridge", lang: "ru" });
    await owner.client.call(api.appcms_msrv.project_edit_save, {
      project_id: second,
      lang: "ru",
      title: "Квазар мост",
      abstract: "",
      content: "<p>Мост</p>",
      tags: "bridge",
      cover_url: (await owner.client.call(api.appcms_msrv.project_my_detail, { project_id: second })).cover_url,
      logo_url: (await owner.client.call(api.appcms_msrv.project_my_detail, { project_id: second })).logo_url,
      official_url: "",
      online_time: "",
    });
    await owner.client.call(api.appcms_msrv.project_addlang_save, {
      project_id: second,
      lang: "en",
      title: "Quasar Bridge",
      content: "<p>A bridge</p>",
      tags: "bridge",
    });
    await owner.client.call(api.appcms_msrv.project_edit_finish, { project_id: second });
    const anyone = gw.client();
    const all = await anyone.call(api.appcms_msrv.project_list, { page_size: 100 });
    const ids = all.list.map((p) => p.project_id);
    expect(ids).toEqual(expect.arrayContaining([first, second]));
    expect(ids).not.toContain(draft);
    expect(ids.indexOf(second)).toBeLessThan(ids.indexOf(first));
    expect(all.list.find((p) => p.project_id === second)).toMatchObject({ lang: "en", langs: ["ru", "en"] });

    const byTag = await anyone.call(api.appcms_msrv.project_list, { tag: "AMM" });
    expect(byTag.list.map((p) => p.project_id)).toEqual([first]);
    const byKeyword = await anyone.call(api.appcms_msrv.project_list, { keyword: "квазар" });
    expect(byKeyword.list.map((p) => p.project_id)).toEqual([second]);
    const ru = await anyone.call(api.appcms_msrv.project_list, { lang: "ru" });
    expect(ru.list.map((p) => p.project_id)).toEqual([second]);
    expect(ru.list[0]).toMatchObject({ lang: "ru", title: "Квазар мост" });
    const paged = await anyone.call(api.appcms_msrv.project_list, { page: 2, page_size: 1 });
    expect(paged).toMatchObject({ total: all.total, page: 2, page_size: 1 });
    expect(paged.list).toHaveLength(1);

    const detail = await anyone.call(api.appcms_msrv.project_detail, { project_id: second, lang: "ru" });
    expect(detail).toMatchObject({
      title: "Квазар мост",
      content: "<p>Мост</p>",
      status: 1,
      cluster: { kind: "channel" },
    });
    expect(await refusedWith(anyone.call(api.appcms_msrv.project_detail, { project_id: draft }))).toBe(Code.NotFound);
  });

  it("credits a forwarded link once per visitor, never for one's own visit, and shows the count to the owner", async () => {
    const project_id = await submittedProject(owner);
    const forwarded = { project_id, is_forward: 1, forward_uid: forwarder.uid };
    await visitor.client.call(api.appcms_msrv.project_detail, forwarded);
    await visitor.client.call(api.appcms_msrv.project_detail, forwarded);
    await Promise.all([
      gw.client().call(api.appcms_msrv.project_detail, forwarded),
      gw.client().call(api.appcms_msrv.project_detail, forwarded),
    ]);
    // The forwarder's own visit, a visit without the forward flag, and an unknown forwarder count for nothing.
    await forwarder.client.call(api.appcms_msrv.project_detail, forwarded);
    await visitor.client.call(api.appcms_msrv.project_detail, { project_id, forward_uid: owner.uid });
    await visitor.client.call(api.appcms_msrv.project_detail, { ...forwarded, forward_uid: 2_000_000 });
    const rows = await gw.db.query<{ forwarder_uid: number; visitor_key: string }>(
      "SELECT forwarder_uid, visitor_key FROM share_forwards WHERE kind = 'project' AND item_id = $1 ORDER BY id",
      [project_id],
    );
    expect(rows.map((r) => r.forwarder_uid)).toEqual([forwarder.uid, forwarder.uid]);
    expect(rows[0]?.visitor_key).toBe(`u:${visitor.uid}`);
    expect(rows[1]?.visitor_key).toMatch(/^a:[0-9a-f]{64}$/);
    const mine = await owner.client.call(api.appcms_msrv.project_my_detail, { project_id });
    expect(mine.forward_count).toBe(2);
    const list = await owner.client.call(api.appcms_msrv.project_my_list, { status: 1, page_size: 100 });
    expect(list.list.find((p) => p.project_id === project_id)?.forward_count).toBe(2);
  });
});
