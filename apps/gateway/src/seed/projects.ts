/**
 * Demo projects in every status: listed ones with their parts, language versions, bound planet
 * and forwarded visits; a refused one with its reasons; one waiting in review after a refusal
 * (so the DAO's reviewers have one to decide); and a draft. Owned by the demo users.
 */
import { sql } from "kysely";
import type { Queryable } from "../db/db.js";
import { cleanRichText } from "../shared/rich-text.js";
import { DEMO_PROJECTS, type DemoProject } from "./projects-texts.js";

const DAY_MS = 86_400_000;

/** The cluster a demo project binds: a new planet, or its owner's own special or channel. */
async function clusterOf(q: Queryable, demo: DemoProject, owner: number, icon: string, at: Date) {
  if (!demo.cluster) return null;
  if (demo.cluster.kind === "planet") {
    const planet = await q.kysely
      .insertInto("planets")
      .values({
        owner_uid: owner,
        name: demo.cluster.name,
        icon_url: icon,
        introduction: demo.texts[0]?.abstract ?? "",
        tags: demo.texts[0]?.tags ?? [],
        member_count: 1,
        created_at: at,
        updated_at: at,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await q.kysely.insertInto("planet_members").values({ circle_id: planet.id, uid: owner, joined_at: at }).execute();
    return { kind: "planet" as const, id: planet.id };
  }
  const special = await q.kysely
    .selectFrom("specials")
    .select("id")
    .where("owner_uid", "=", owner)
    .where("special_type", "=", demo.cluster.kind === "special" ? 1 : 2)
    .where("status", "<>", "deleted")
    .orderBy("id")
    .executeTakeFirst();
  return special ? { kind: demo.cluster.kind, id: special.id } : null;
}

async function addParts(q: Queryable, projectId: number, demo: DemoProject, logos: string[]) {
  for (const doc of demo.docs)
    await q.kysely
      .insertInto("project_docs")
      .values({ project_id: projectId, ...doc })
      .execute();
  for (const social of demo.socials) {
    await q.kysely
      .insertInto("project_socials")
      .values({ project_id: projectId, ...social })
      .execute();
  }
  for (const [i, partner] of demo.partners.entries()) {
    await q.kysely
      .insertInto("project_partners")
      .values({ project_id: projectId, ...partner, logo_url: logos[i % logos.length] as string })
      .execute();
  }
  for (const app of demo.apps)
    await q.kysely
      .insertInto("project_apps")
      .values({ project_id: projectId, ...app })
      .execute();
}

/** The review history: each refused round (submit, refuse), then the current status's submission and decision. */
async function addHistory(q: Queryable, projectId: number, demo: DemoProject, start: Date) {
  let at = start.getTime();
  const event = async (kind: "submit" | "pass" | "refuse", reasons: string[] = []) => {
    at += DAY_MS;
    await q.kysely
      .insertInto("project_reviews")
      .values({
        project_id: projectId,
        event: kind,
        reason_ids: reasons.map(() => 0),
        reasons,
        created_at: new Date(at),
      })
      .execute();
  };
  for (const reasons of demo.refusals) {
    await event("submit");
    await event("refuse", reasons);
  }
  if (demo.status === 0 || demo.status === 1) await event("submit");
  if (demo.status === 1) await event("pass");
  return new Date(at);
}

/** Stores the demo projects; `uids` by demo name, `images` are image uploads. Answers how many. */
export async function seedProjects(q: Queryable, uids: Map<string, number>, images: string[], now: Date) {
  let count = 0;
  for (const [i, demo] of DEMO_PROJECTS.entries()) {
    const owner = uids.get(demo.owner);
    if (owner === undefined) continue;
    const created = new Date(now.getTime() - (30 - i * 4) * DAY_MS);
    const cover = images[i % images.length] as string;
    const logo = images[(i + 3) % images.length] as string;
    const cluster = await clusterOf(q, demo, owner, logo, created);
    const first = demo.texts[0];
    if (!first) continue;
    const project = await q.kysely
      .insertInto("projects")
      .values({
        owner_uid: owner,
        lang: first.lang,
        request_key: `demo-project-${i + 1}`,
        cover_url: cover,
        logo_url: logo,
        official_url: demo.official_url,
        online_time: demo.online_time === "" ? null : demo.online_time,
        status: demo.status,
        cluster_kind: cluster?.kind ?? null,
        cluster_id: cluster?.id ?? null,
        cluster_bound_at: cluster ? created : null,
        created_at: created,
        updated_at: created,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    for (const text of demo.texts) {
      await q.kysely
        .insertInto("project_texts")
        .values({ project_id: project.id, ...text, content: cleanRichText(text.content), created_at: created })
        .execute();
    }
    await addParts(q, project.id, demo, images);
    const decided = await addHistory(q, project.id, demo, created);
    await q.kysely
      .updateTable("projects")
      .set({
        submitted_at: demo.status === 3 ? null : decided,
        passed_at: demo.status === 1 ? decided : null,
        updated_at: decided,
      })
      .where("id", "=", project.id)
      .execute();
    if (demo.status === 1) {
      // Visits through links the other demo users forwarded.
      const forwarders = [...uids.values()].filter((uid) => uid !== owner).slice(0, 2);
      for (const [f, forwarder] of forwarders.entries()) {
        await q.kysely
          .insertInto("share_forwards")
          .values(
            [1, 2, 3].slice(0, 3 - f).map((n) => ({
              kind: "project",
              item_id: project.id,
              forwarder_uid: forwarder,
              visitor_key: `a:demo-visitor-${n}`,
              created_at: sql<Date>`now() - make_interval(days => ${n})`,
            })),
          )
          .execute();
      }
    }
    count += 1;
  }
  return count;
}
