import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, mediaUrl, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { draftProject, submittedProject } from "../../../test/projects.js";

let gw: TestGateway;
let owner: Member;
let other: Member;

beforeAll(async () => {
  gw = await startContentGateway();
  [owner, other] = await Promise.all([member(gw), member(gw)]);
});
afterAll(async () => gw?.close());

describe("appcms_msrv/project_{doc,social,partner,app}_{add,del}_save", () => {
  it("adds and deletes documents; a same file name or link is 801118", async () => {
    const project_id = await draftProject(owner);
    const doc = await owner.client.call(api.appcms_msrv.project_doc_add_save, {
      project_id,
      file_name: "Whitepaper",
      link: "https://orbit.example.org/whitepaper.pdf",
      doc_time: "2025-12-01",
    });
    expect(doc).toMatchObject({ file_name: "Whitepaper", doc_time: "2025-12-01" });
    const dated = await owner.client.call(api.appcms_msrv.project_doc_add_save, {
      project_id,
      file_name: "Audit",
      link: "https://orbit.example.org/audit.pdf",
    });
    expect(dated.doc_time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (const same of [
      { file_name: "WHITEPAPER", link: "https://orbit.example.org/other.pdf" },
      { file_name: "Other", link: "https://orbit.example.org/whitepaper.pdf" },
    ]) {
      expect(await refusedWith(owner.client.call(api.appcms_msrv.project_doc_add_save, { project_id, ...same }))).toBe(
        Code.SameDoc,
      );
    }
    const docs = await owner.client.call(api.appcms_msrv.project_my_doc_list, { project_id });
    expect(docs.map((d) => d.file_name)).toEqual(["Audit", "Whitepaper"]);
    expect(await refusedWith(other.client.call(api.appcms_msrv.project_doc_del_save, { doc_id: doc.doc_id }))).toBe(
      Code.PermissionDenied,
    );
    await owner.client.call(api.appcms_msrv.project_doc_del_save, { doc_id: doc.doc_id });
    expect(await refusedWith(owner.client.call(api.appcms_msrv.project_doc_del_save, { doc_id: doc.doc_id }))).toBe(
      Code.NotFound,
    );
    expect((await owner.client.call(api.appcms_msrv.project_my_doc_list, { project_id })).map((d) => d.doc_id)).toEqual(
      [dated.doc_id],
    );
  });

  it("needs a social link's name and URL, refusing a same name (801114)", async () => {
    const project_id = await draftProject(owner);
    const x = await owner.client.call(api.appcms_msrv.project_social_add_save, {
      project_id,
      name: "X",
      url: "https://x.com/orbit",
    });
    expect(
      await refusedWith(
        owner.client.call(api.appcms_msrv.project_social_add_save, { project_id, name: "x", url: "https://x.com/b" }),
      ),
    ).toBe(Code.SameName);
    for (const bad of [
      { name: "", url: "https://t.me/orbit" },
      { name: "Telegram", url: "" },
      { name: "Telegram", url: "t.me/orbit" },
    ]) {
      expect(
        await refusedWith(owner.client.call(api.appcms_msrv.project_social_add_save, { project_id, ...bad })),
      ).toBe(Code.ParamInvalid);
    }
    expect(await owner.client.call(api.appcms_msrv.project_my_social_list, { project_id })).toEqual([x]);
    await owner.client.call(api.appcms_msrv.project_social_del_save, { social_id: x.social_id });
    expect(await owner.client.call(api.appcms_msrv.project_my_social_list, { project_id })).toEqual([]);
  });

  it("needs a partner's logo (an upload), refusing a same partner (801119)", async () => {
    const project_id = await draftProject(owner);
    const partner = { project_id, name: "Chainlink", url: "https://chain.link", logo_url: mediaUrl("image") };
    const saved = await owner.client.call(api.appcms_msrv.project_partner_add_save, partner);
    expect(saved).toMatchObject({ name: "Chainlink", logo_url: partner.logo_url });
    expect(await refusedWith(owner.client.call(api.appcms_msrv.project_partner_add_save, partner))).toBe(
      Code.SamePartner,
    );
    for (const logo_url of ["", "https://elsewhere.example/logo.png"]) {
      expect(
        await refusedWith(
          owner.client.call(api.appcms_msrv.project_partner_add_save, { ...partner, name: "Other", logo_url }),
        ),
      ).toBe(Code.ParamInvalid);
    }
    await owner.client.call(api.appcms_msrv.project_partner_del_save, { partner_id: saved.partner_id });
    expect(await owner.client.call(api.appcms_msrv.project_my_partner_list, { project_id })).toEqual([]);
  });

  it("refuses a same app name or download link (801116) and more than 50 of a kind (801183)", async () => {
    const project_id = await draftProject(owner);
    const app = { project_id, name: "Orbit for Android", download_url: "https://orbit.example.org/app.apk" };
    const saved = await owner.client.call(api.appcms_msrv.project_app_add_save, app);
    expect(await refusedWith(owner.client.call(api.appcms_msrv.project_app_add_save, app))).toBe(Code.SameApp);
    expect(
      await refusedWith(owner.client.call(api.appcms_msrv.project_app_add_save, { ...app, name: "Orbit for iOS" })),
    ).toBe(Code.SameApp);
    await gw.db.query(
      `INSERT INTO project_apps (project_id, name, download_url)
       SELECT $1, 'App ' || n, 'https://orbit.example.org/' || n FROM generate_series(1, 49) AS n`,
      [project_id],
    );
    expect(
      await refusedWith(
        owner.client.call(api.appcms_msrv.project_app_add_save, {
          project_id,
          name: "One more",
          download_url: "https://orbit.example.org/more",
        }),
      ),
    ).toBe(Code.ProjectItemsFull);
    await owner.client.call(api.appcms_msrv.project_app_del_save, { app_id: saved.app_id });
    expect(await owner.client.call(api.appcms_msrv.project_my_app_list, { project_id })).toHaveLength(49);
  });

  it("shows the parts of a passed project to everyone, and none of a draft", async () => {
    const draft = await draftProject(owner);
    const listed = await submittedProject(owner);
    // A passed project that is changed becomes a draft until it passes again.
    await owner.client.call(api.appcms_msrv.project_social_add_save, {
      project_id: listed,
      name: "Discord",
      url: "https://discord.gg/orbit",
    });
    await owner.client.call(api.appcms_msrv.project_edit_finish, { project_id: listed });
    const anyone = gw.client();
    expect(await anyone.call(api.appcms_msrv.project_social_list, { project_id: listed })).toMatchObject([
      { name: "Discord" },
    ]);
    expect(await anyone.call(api.appcms_msrv.project_doc_list, { project_id: listed })).toEqual([]);
    expect(await anyone.call(api.appcms_msrv.project_partner_list, { project_id: listed })).toEqual([]);
    expect(await anyone.call(api.appcms_msrv.project_app_list, { project_id: listed })).toEqual([]);
    expect((await anyone.call(api.appcms_msrv.project_cluster_list, { project_id: listed }))[0]?.kind).toBe("channel");
    for (const call of [
      () => anyone.call(api.appcms_msrv.project_social_list, { project_id: draft }),
      () => anyone.call(api.appcms_msrv.project_doc_list, { project_id: draft }),
      () => anyone.call(api.appcms_msrv.project_partner_list, { project_id: draft }),
      () => anyone.call(api.appcms_msrv.project_app_list, { project_id: draft }),
      () => anyone.call(api.appcms_msrv.project_cluster_list, { project_id: draft }),
    ]) {
      expect(await refusedWith(call())).toBe(Code.NotFound);
    }
    for (const call of [
      () => other.client.call(api.appcms_msrv.project_my_social_list, { project_id: draft }),
      () => other.client.call(api.appcms_msrv.project_my_doc_list, { project_id: draft }),
      () => other.client.call(api.appcms_msrv.project_my_partner_list, { project_id: draft }),
      () => other.client.call(api.appcms_msrv.project_my_app_list, { project_id: draft }),
      () => other.client.call(api.appcms_msrv.project_my_cluster_list, { project_id: draft }),
    ]) {
      expect(await refusedWith(call())).toBe(Code.PermissionDenied);
    }
  });
});
