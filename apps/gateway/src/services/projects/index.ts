import { defineArea } from "../../context.js";
import { projectsSeed } from "./seed.js";
import { clusterHandlers } from "./clusters.js";
import { itemHandlers } from "./items.js";
import { myProjectHandlers } from "./my-projects.js";
import { projectHandlers } from "./projects.js";
import { projectReviewHandlers, projectReviewKind } from "./review.js";
import { saveHandlers } from "./save.js";

/**
 * Projects (docs/projects.md): `appcms_msrv`'s `project_*` calls (the public list and page, the
 * owner's wizard and list, the bound cluster), and their review by the DAO (`daoclub_msrv`'s
 * `dao_project_*`, `review.ts`).
 */
export const projectsArea = defineArea({
  seed: projectsSeed,
  name: "projects",
  reviewKinds: [projectReviewKind],
  handlers: {
    appcms_msrv: { ...projectHandlers, ...myProjectHandlers, ...saveHandlers, ...clusterHandlers, ...itemHandlers },
    daoclub_msrv: projectReviewHandlers,
  },
});
