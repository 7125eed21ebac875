import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { queryClient } from "../../app/query-client";
import { resyncSession } from "../../session/session-store";
import { fakeGateway, paged } from "../../test/fake-gateway";
import { renderRoutes } from "../../test/render";
import { myProjectSummary, projectDetail, projectSummary } from "./project-fixtures";

const gateway = fakeGateway();
vi.mock("../../app/gateway", () => ({ callGateway: (...args: [never, never]) => gateway.call(...args) }));
const { MyProjectListPage } = await import("./MyProjectListPage");
const { ProjectDetailPage } = await import("./ProjectDetailPage");
const { ProjectIndexPage } = await import("./ProjectIndexPage");

const routes = [
  { path: "/ucenter/projectindex/my_project_list", element: <MyProjectListPage /> },
  { path: "/project_detail", element: <ProjectDetailPage /> },
  { path: "/project_index", element: <ProjectIndexPage /> },
];

describe("project pages", { timeout: 20_000 }, () => {
  beforeEach(() => {
    queryClient.clear();
    localStorage.setItem("AccessToken", "a");
    localStorage.setItem("uid", "3");
    resyncSession();
  });

  it("lists the owner's projects with their status, the refusal's reasons and what can be done next", async () => {
    gateway.answer({
      project_my_list: () =>
        paged([
          myProjectSummary(1, { title: "Waiting", status: 0 }),
          myProjectSummary(2, { title: "Live", status: 1 }),
          myProjectSummary(3, { title: "Turned down", status: 2, reasons: ["No audit report"] }),
          myProjectSummary(4, { title: "Unfinished", status: 3 }),
        ]),
    });
    await renderRoutes(routes, "/ucenter/projectindex/my_project_list");
    const rows = await screen.findAllByTestId("my-project");
    const status = rows.map((row) => within(row).getByTestId("project-status").textContent);
    expect(status).toEqual(["Pending review", "Passed", "Refused", "Draft"]);
    const [waiting, live, refused, draft] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    // Pending: no edit, no resubmit, no new language.
    expect(within(waiting).queryByRole("link", { name: /Edit|Continue/ })).toBeNull();
    expect(within(waiting).queryByRole("button", { name: "Add a language version" })).toBeNull();
    expect(within(live).getByRole("link", { name: "View page" }).getAttribute("href")).toBe(
      "/project_detail?project_id=2",
    );
    expect(within(refused).getByTestId("refusal-reasons").textContent).toContain("No audit report");
    expect(within(refused).getByRole("link", { name: "Edit and resubmit" }).getAttribute("href")).toBe(
      "/ucenter/projectindex/apply_project?project_id=3",
    );
    expect(within(draft).getByRole("link", { name: "Continue" })).toBeTruthy();
  });

  it("shows a project's page with its parts and bound planet, passing the forward fields to the gateway", async () => {
    gateway.answer({
      project_detail: ({ project_id }) =>
        projectDetail(project_id as number, {
          title: "Lendr",
          cluster: { kind: "planet", cluster_id: 9, name: "Lendr planet", bound_at: "2026-11-01" },
          docs: [
            {
              doc_id: 1,
              file_name: "White paper",
              link: "https://a.io/wp.pdf",
              doc_time: "2026-10-01",
              created_at: "",
            },
          ],
          socials: [{ social_id: 1, name: "X", url: "https://x.com/lendr" }],
          partners: [{ partner_id: 1, name: "Acme", url: "https://acme.io", logo_url: "/uploads/acme.png" }],
          apps: [{ app_id: 1, name: "Lendr for Android", download_url: "https://a.io/app.apk" }],
        }),
    });
    await renderRoutes(routes, "/project_detail?project_id=5&is_forward=1&forward_uid=12");
    expect(await screen.findByRole("heading", { level: 1, name: "Lendr" })).toBeTruthy();
    expect(gateway.inputs("project_detail")).toEqual([{ project_id: 5, is_forward: 1, forward_uid: 12 }]);
    expect(screen.getByText("The whole story.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "White paper" }).getAttribute("href")).toBe("https://a.io/wp.pdf");
    expect(screen.getByRole("link", { name: "X" }).getAttribute("href")).toBe("https://x.com/lendr");
    expect(screen.getByRole("link", { name: /Acme/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Lendr for Android" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Official website" }).getAttribute("href")).toBe("https://example.org");
    expect(screen.getByTestId("project-cluster").getAttribute("href")).toBe("/appsocial/social_index/9");
  });

  it("lists passed projects filtered by the tag in the address", async () => {
    gateway.answer({ project_list: () => paged([projectSummary(1, { title: "Lendr" }), projectSummary(2)], 2) });
    await renderRoutes(routes, "/project_index?tag=defi");
    expect(await screen.findByRole("link", { name: "Lendr" })).toBeTruthy();
    await waitFor(() => expect(gateway.inputs("project_list")[0]).toMatchObject({ tag: "defi", page: 1 }));
    expect(screen.getAllByTestId("project-card")).toHaveLength(2);
  });
});
