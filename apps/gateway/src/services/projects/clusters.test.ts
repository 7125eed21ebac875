import { api, Code } from "@icms/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Member, member, startContentGateway } from "../../../test/cms.js";
import { refusedWith, type TestGateway } from "../../../test/harness.js";
import { clusterName, draftProject } from "../../../test/projects.js";

let gw: TestGateway;
let owner: Member;
let other: Member;

beforeAll(async () => {
  gw = await startContentGateway();
  [owner, other] = await Promise.all([member(gw), member(gw)]);
});
afterAll(async () => gw?.close());

describe("appcms_msrv/project_check_*_isexist and project_cluster_add_save", () => {
  it("creates and binds a special through the specials' own path, then never changes it (801181)", async () => {
    const project_id = await draftProject(owner);
    const name = clusterName("Special");
    const anyone = gw.client();
    expect(await anyone.call(api.appcms_msrv.project_check_special_isexist, { name })).toEqual({ exists: false });
    const bound = await owner.client.call(api.appcms_msrv.project_cluster_add_save, {
      project_id,
      kind: "special",
      name,
    });
    expect(bound).toMatchObject({ kind: "special", name });
    expect(await anyone.call(api.appcms_msrv.project_check_special_isexist, { name: name.toUpperCase() })).toEqual({
      exists: true,
    });
    expect(await anyone.call(api.appcms_msrv.project_check_special_isexist, { name, special_type: 2 })).toEqual({
      exists: false,
    });
    // The owner's own special, as if made on the specials page.
    const specials = await owner.client.call(api.appcms_msrv.my_special_list, {});
    expect(specials.list.map((s) => s.special_id)).toContain(bound.cluster_id);
    expect(await owner.client.call(api.appcms_msrv.project_my_cluster_list, { project_id })).toEqual([bound]);
    expect(
      await refusedWith(
        owner.client.call(api.appcms_msrv.project_cluster_add_save, {
          project_id,
          kind: "planet",
          name: clusterName(),
        }),
      ),
    ).toBe(Code.ProjectClusterBound);
  });

  it("creates a planet owned and joined by the project's owner", async () => {
    const project_id = await draftProject(owner);
    const name = clusterName("Planet");
    expect(await gw.client().call(api.appcms_msrv.project_check_circle_isexist, { name })).toEqual({ exists: false });
    const bound = await owner.client.call(api.appcms_msrv.project_cluster_add_save, {
      project_id,
      kind: "planet",
      name,
    });
    const planet = await owner.client.call(api.appsocial_msrv.circle_detail, { circle_id: bound.cluster_id });
    expect(planet).toMatchObject({
      name,
      member_count: 1,
      owner: { uid: owner.uid },
      viewer: { is_owner: true, is_joined: true },
    });
    expect(await gw.client().call(api.appcms_msrv.project_check_circle_isexist, { name })).toEqual({ exists: true });
  });

  it("refuses a name already taken (801117), an empty one, and someone else's project", async () => {
    const taken = clusterName("Taken");
    await other.client.call(api.appcms_msrv.project_cluster_add_save, {
      project_id: await draftProject(other),
      kind: "channel",
      name: taken,
    });
    const project_id = await draftProject(owner);
    expect(
      await refusedWith(
        owner.client.call(api.appcms_msrv.project_cluster_add_save, { project_id, kind: "special", name: taken }),
      ),
    ).toBe(Code.ClusterExists);
    const planetName = clusterName("Taken planet");
    await other.client.call(api.appcms_msrv.project_cluster_add_save, {
      project_id: await draftProject(other),
      kind: "planet",
      name: planetName,
    });
    expect(
      await refusedWith(
        owner.client.call(api.appcms_msrv.project_cluster_add_save, { project_id, kind: "planet", name: planetName }),
      ),
    ).toBe(Code.ClusterExists);
    expect(
      await refusedWith(
        owner.client.call(api.appcms_msrv.project_cluster_add_save, { project_id, kind: "planet", name: " " }),
      ),
    ).toBe(Code.ParamInvalid);
    expect(
      await refusedWith(
        other.client.call(api.appcms_msrv.project_cluster_add_save, {
          project_id,
          kind: "planet",
          name: clusterName(),
        }),
      ),
    ).toBe(Code.PermissionDenied);
    // Nothing was bound by the refusals.
    expect(await owner.client.call(api.appcms_msrv.project_my_cluster_list, { project_id })).toEqual([]);
  });
});
