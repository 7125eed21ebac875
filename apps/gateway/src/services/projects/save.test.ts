import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { clusterName, draftProject, projectForm, submittedProject } from "../../../test/projects.js";

let gw: TestGateway;
let owner: Member;
let other: Member;

beforeAll(async () => {
  // A review quorum: submitted projects wait (status 0).
  gw = await startContentGateway({ REVIEW_QUORUM: "2" });
  [owner, other] = await Promise.all([member(gw), member(gw)]);
});
afterAll(async () => gw?.close());

const count = async (uid: number) =>
  (await gw.db.query<{ n: number }>("SELECT count(*)::int AS n FROM projects WHERE owner_uid = $1", [uid]))[0]?.n;

describe("appcms_msrv/project_add_save, project_edit_save, project_addlang_save", () => {
  it("saves a draft (status 3) that the owner reads back after a reload", async () => {
    const form = projectForm({ title: "Draft that survives", tags: "defi, lending ,defi" });
    const saved = await owner.client.call(api.appcms_msrv.project_add_save, form);
    expect(saved.status).toBe(3);
    const detail = await owner.client.call(api.appcms_msrv.project_my_detail, { project_id: saved.project_id });
    expect(detail).toMatchObject({
      title: "Draft that survives",
      tags: ["defi", "lending"],
      status: 3,
      lang: "en",
      langs: ["en"],
      online_time: "2026-03-01",
      official_url: "https://orbit.example.org",
      cluster: null,
      forward_count: 0,
      history: [],
    });
    const mine = await owner.client.call(api.appcms_msrv.project_my_list, { status: 3 });
    expect(mine.list.map((p) => p.project_id)).toContain(saved.project_id);
    // Not listed, and nobody else's to read.
    expect(await refusedWith(gw.client().call(api.appcms_msrv.project_detail, { project_id: saved.project_id }))).toBe(
      Code.NotFound,
    );
    expect(
      await refusedWith(other.client.call(api.appcms_msrv.project_my_detail, { project_id: saved.project_id })),
    ).toBe(Code.PermissionDenied);
  });

  it("answers the same project to a repeated submit, and makes one of two concurrent ones", async () => {
    const before = await count(owner.uid);
    const form = projectForm();
    const first = await owner.client.call(api.appcms_msrv.project_add_save, form);
    const again = await owner.client.call(api.appcms_msrv.project_add_save, { ...form, title: "Changed" });
    expect(again.project_id).toBe(first.project_id);
    const raced = projectForm();
    const [a, b] = await Promise.all([
      owner.client.call(api.appcms_msrv.project_add_save, raced),
      owner.client.call(api.appcms_msrv.project_add_save, raced),
    ]);
    expect(a.project_id).toBe(b.project_id);
    expect(await count(owner.uid)).toBe((before ?? 0) + 2);
    // The key is the owner's: another user's same key is their own project.
    const theirs = await other.client.call(api.appcms_msrv.project_add_save, raced);
    expect(theirs.project_id).not.toBe(a.project_id);
  });

  it("refuses bad input with 50500 and stores nothing", async () => {
    const before = await count(owner.uid);
    for (const bad of [
      { content: "<script>alert(1)</script>" },
      { cover_url: "https://elsewhere.example/a.png" },
      { official_url: "javascript:alert(1)" },
      { online_time: "2026-02-30" },
      { request_key: "short" },
      { title: "" },
    ]) {
      expect(await refusedWith(owner.client.call(api.appcms_msrv.project_add_save, projectForm(bad)))).toBe(
        Code.ParamInvalid,
      );
    }
    expect(await count(owner.uid)).toBe(before);
  });

  it("edits a version and adds languages once each (801115)", async () => {
    const project_id = await draftProject(owner);
    const edited = await owner.client.call(api.appcms_msrv.project_edit_save, {
      project_id,
      ...projectForm({ title: "Orbit, edited", online_time: "" }),
    });
    expect(edited.status).toBe(3);
    const zh = { project_id, lang: "zh" as const, title: "轨道金融", content: "<p>借贷市场</p>", tags: "借贷" };
    await owner.client.call(api.appcms_msrv.project_addlang_save, zh);
    expect(await refusedWith(owner.client.call(api.appcms_msrv.project_addlang_save, zh))).toBe(
      Code.LanguageProjectExists,
    );
    expect(await refusedWith(owner.client.call(api.appcms_msrv.project_addlang_save, { ...zh, lang: "en" }))).toBe(
      Code.LanguageProjectExists,
    );
    const ru = await owner.client.call(api.appcms_msrv.project_my_detail, { project_id, lang: "ru" });
    expect(ru).toMatchObject({ lang: "en", title: "Orbit, edited", langs: ["en", "zh"], online_time: null });
    const zhDetail = await owner.client.call(api.appcms_msrv.project_my_detail, { project_id, lang: "zh" });
    expect(zhDetail).toMatchObject({ lang: "zh", title: "轨道金融", tags: ["借贷"] });
    // Editing a version the project lacks: 3002; someone else's project: 1006.
    expect(
      await refusedWith(
        owner.client.call(api.appcms_msrv.project_edit_save, { project_id, ...projectForm({ lang: "ru" }) }),
      ),
    ).toBe(Code.NotFound);
    expect(
      await refusedWith(other.client.call(api.appcms_msrv.project_edit_save, { project_id, ...projectForm() })),
    ).toBe(Code.PermissionDenied);
    expect(
      await refusedWith(
        owner.client.call(api.appcms_msrv.project_edit_save, { project_id: 2_000_000, ...projectForm() }),
      ),
    ).toBe(Code.NotFound);
  });
});

describe("appcms_msrv/project_edit_finish", () => {
  it("needs a bound cluster (801182), then waits in review; a resubmit or a change is blocked while pending", async () => {
    const project_id = await draftProject(owner);
    expect(await refusedWith(owner.client.call(api.appcms_msrv.project_edit_finish, { project_id }))).toBe(
      Code.ProjectClusterRequired,
    );
    await owner.client.call(api.appcms_msrv.project_cluster_add_save, {
      project_id,
      kind: "planet",
      name: clusterName(),
    });
    const submitted = await owner.client.call(api.appcms_msrv.project_edit_finish, { project_id });
    expect(submitted.status).toBe(0);
    expect(await refusedWith(owner.client.call(api.appcms_msrv.project_edit_finish, { project_id }))).toBe(
      Code.ProjectPending,
    );
    expect(
      await refusedWith(owner.client.call(api.appcms_msrv.project_edit_save, { project_id, ...projectForm() })),
    ).toBe(Code.ProjectPending);
    expect(
      await refusedWith(
        owner.client.call(api.appcms_msrv.project_social_add_save, { project_id, name: "X", url: "https://x.com/o" }),
      ),
    ).toBe(Code.ProjectPending);
    const detail = await owner.client.call(api.appcms_msrv.project_my_detail, { project_id });
    expect(detail.history.map((h) => h.event)).toEqual(["submit"]);
    expect(await refusedWith(other.client.call(api.appcms_msrv.project_edit_finish, { project_id }))).toBe(
      Code.PermissionDenied,
    );
  });

  it("submits once when two submits race", async () => {
    const project_id = await draftProject(owner);
    await owner.client.call(api.appcms_msrv.project_cluster_add_save, {
      project_id,
      kind: "special",
      name: clusterName(),
    });
    const results = await Promise.allSettled([
      owner.client.call(api.appcms_msrv.project_edit_finish, { project_id }),
      owner.client.call(api.appcms_msrv.project_edit_finish, { project_id }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const refused = results.find((r) => r.status === "rejected") as PromiseRejectedResult;
    expect((refused.reason as { code: number }).code).toBe(Code.ProjectPending);
    const detail = await owner.client.call(api.appcms_msrv.project_my_detail, { project_id });
    expect(detail.history).toHaveLength(1);
  });

  it("answers 801121 for a passed project", async () => {
    const project_id = await submittedProject(owner);
    await gw.db.query("UPDATE projects SET status = 1 WHERE id = $1", [project_id]);
    expect(await refusedWith(owner.client.call(api.appcms_msrv.project_edit_finish, { project_id }))).toBe(
      Code.ReviewPassed,
    );
    // Edited, it becomes a draft until it passes again.
    const edited = await owner.client.call(api.appcms_msrv.project_edit_save, { project_id, ...projectForm() });
    expect(edited.status).toBe(3);
  });
});
