import { bundlePage, page, redirectIndex } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import { withStrings } from "../../i18n/strings";
import { lazyReviewKind } from "../../review/registered-kinds";
import type projectsStrings from "../../i18n/locales/projects/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    projects: typeof projectsStrings;
  }
}

/** Projects: the public list and page, the owner's wizard and list, the X-Men's review. */
export const projectsArea = defineWebArea({
  routes: [
    {
      mount: "/",
      at: 40,
      routes: [
        // query: keyword, tag
        page(
          "project_index",
          "ProjectIndex",
          bundlePage("projects", () => import("./ProjectIndexPage"), "ProjectIndexPage"),
        ),
        // query: project_id, is_forward, forward_uid
        page(
          "project_detail",
          "ProjectDetail",
          bundlePage("projects", () => import("./ProjectDetailPage"), "ProjectDetailPage"),
        ),
      ],
    },
    {
      mount: "/ucenter",
      at: 70,
      routes: [
        page("projectindex", "UcenterProjectIndex", {
          children: [
            redirectIndex("/ucenter/projectindex/my_project_list"),
            // query: project_id (to resume a draft), add_lang (a new language version)
            page(
              "apply_project",
              "ApplyProject",
              bundlePage(["projects", "editor"], () => import("./wizard/ApplyProjectPage"), "ApplyProjectPage"),
            ),
            // query on the later steps: project_id
            page(
              "cluster_form",
              "ClusterForm",
              bundlePage("projects", () => import("./wizard/ClusterStep"), "ClusterFormPage"),
            ),
            page(
              "doc_form",
              "DocForm",
              bundlePage(["projects", "editor"], () => import("./wizard/ItemStep"), "DocFormPage"),
            ),
            page(
              "social_form",
              "SocialForm",
              bundlePage(["projects", "editor"], () => import("./wizard/ItemStep"), "SocialFormPage"),
            ),
            page(
              "partner_form",
              "PartnerForm",
              bundlePage(["projects", "editor"], () => import("./wizard/ItemStep"), "PartnerFormPage"),
            ),
            page(
              "client_form",
              "ClientForm",
              bundlePage(["projects", "editor"], () => import("./wizard/ItemStep"), "ClientFormPage"),
            ),
            page(
              "end_form",
              "EndForm",
              bundlePage("projects", () => import("./wizard/EndFormPage"), "EndFormPage"),
            ),
            page(
              "my_project_list",
              "MyProjectList",
              bundlePage("projects", () => import("./MyProjectListPage"), "MyProjectListPage"),
            ),
          ],
        }),
      ],
    },
    {
      mount: "/icmsdao/icms_dao_autonomy",
      at: 30,
      routes: [
        page("project", "IcmsDaoAutonomyProject", {
          auth: true,
          ...bundlePage(["projects", "dao"], () => import("./review/ReviewProjectPage"), "ReviewProjectPage"),
        }),
      ],
    },
  ],
  nav: [
    { menu: "quickLinks", at: 100, item: { key: "projects", to: "/project_index" } },
    {
      menu: "ucenterSidebar",
      at: 50,
      item: { key: "myProjects", to: "/ucenter/projectindex/my_project_list", name: "MyProjectList" },
    },
    {
      menu: "daoSidebar",
      group: "daoAutonomy",
      at: 30,
      item: { key: "daoAutonomyProject", to: "/icmsdao/icms_dao_autonomy/project", name: "IcmsDaoAutonomyProject" },
    },
  ],
  reviewKinds: [
    {
      kind: "project",
      at: 50,
      load: lazyReviewKind(
        withStrings("dao", () => import("./review/review-kind")),
        "projectReviewKind",
      ),
    },
  ],
});
