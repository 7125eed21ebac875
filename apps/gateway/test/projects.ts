/** Project tests: forms, a project built through the wizard, submitted and (without a quorum) passed. */
import { randomUUID } from "node:crypto";
import { type ActionInput, type Api, api } from "@icms/protocol";
import { type Member, mediaUrl } from "./cms.js";

type ProjectInput = ActionInput<Api["appcms_msrv"]["project_add_save"]>;

let serial = 0;
/** A valid basic-info form with a fresh request key; `overrides` change any field. */
export function projectForm(overrides: Partial<ProjectInput> = {}): ProjectInput {
  serial += 1;
  return {
    request_key: randomUUID(),
    lang: "en",
    title: `Orbit Finance ${serial}`,
    abstract: "A lending market for rollup assets.",
    content: "<p>Orbit lets holders of rollup tokens borrow against them.</p>",
    tags: "defi,lending",
    cover_url: mediaUrl("image"),
    logo_url: mediaUrl("image"),
    official_url: "https://orbit.example.org",
    online_time: "2026-03-01",
    ...overrides,
  } as ProjectInput;
}

/** A unique cluster name (30 characters at most). */
export const clusterName = (prefix = "Orbit") => `${prefix} ${randomUUID().slice(0, 8)}`;

/** A draft project of `who`; answers its id. */
export async function draftProject(who: Member, overrides: Partial<ProjectInput> = {}): Promise<number> {
  return (await who.client.call(api.appcms_msrv.project_add_save, projectForm(overrides))).project_id;
}

/** A draft with a bound channel, submitted: pending with a quorum, passed without one. */
export async function submittedProject(who: Member, overrides: Partial<ProjectInput> = {}): Promise<number> {
  const project_id = await draftProject(who, overrides);
  await who.client.call(api.appcms_msrv.project_cluster_add_save, {
    project_id,
    kind: "channel",
    name: clusterName(),
  });
  await who.client.call(api.appcms_msrv.project_edit_finish, { project_id });
  return project_id;
}
