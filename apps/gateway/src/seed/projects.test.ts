import { api } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaUrl, member, startContentGateway } from "../../test/cms.js";
import type { TestGateway } from "../../test/harness.js";
import { seedProjects } from "./projects.js";
import { DEMO_PROJECTS } from "./projects-texts.js";

let gw: TestGateway;
let seeded: number;
beforeAll(async () => {
  gw = await startContentGateway();
  const users = await Promise.all(DEMO_PROJECTS.map(() => member(gw)));
  const uids = new Map(DEMO_PROJECTS.map((demo, i) => [demo.owner, users[i]?.uid as number]));
  seeded = await gw.db.tx((q) => seedProjects(q, uids, [mediaUrl("image"), mediaUrl("image")], new Date()));
}, 120_000);
afterAll(() => gw.close());

describe("demo projects", () => {
  it("holds a project in every status, listed ones in three languages with their parts", async () => {
    expect(seeded).toBe(DEMO_PROJECTS.length);
    const statuses = await gw.db.query<{ status: number }>(
      "SELECT DISTINCT status::int AS status FROM projects ORDER BY 1",
    );
    expect(statuses.map((s) => s.status)).toEqual([0, 1, 2, 3]);
    const listed = await gw.client().call(api.appcms_msrv.project_list, { page_size: 100 });
    expect(listed.total).toBe(2);
    const langs = new Set(listed.list.flatMap((p) => p.langs));
    expect(langs).toEqual(new Set(["zh", "en", "ru"]));
    for (const project of listed.list) {
      const detail = await gw.client().call(api.appcms_msrv.project_detail, { project_id: project.project_id });
      expect(detail.cluster?.kind).toBe("planet");
      expect(detail.docs.length + detail.socials.length + detail.partners.length + detail.apps.length).toBeGreaterThan(
        3,
      );
    }
  });

  it("keeps the refusals' reasons in the history", async () => {
    const rows = await gw.db.query<{ event: string; reasons: string[] }>(
      "SELECT event, reasons FROM project_reviews WHERE event = 'refuse' ORDER BY id",
    );
    expect(rows.map((r) => r.reasons)).toEqual(DEMO_PROJECTS.flatMap((p) => p.refusals));
  });
});
