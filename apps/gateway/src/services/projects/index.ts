/**
 * Projects (`appcms_msrv`: `project_*`, docs/projects.md): the public list and page, the owner's
 * wizard and list, and the bound cluster. Their review is the DAO's (`dao_project_*`, `review.ts`).
 */
import { clusterHandlers } from "./clusters.js";
import { itemHandlers } from "./items.js";
import { myProjectHandlers } from "./my-projects.js";
import { projectHandlers } from "./projects.js";
import { saveHandlers } from "./save.js";

export const projectAreaHandlers = {
  ...projectHandlers,
  ...myProjectHandlers,
  ...saveHandlers,
  ...clusterHandlers,
  ...itemHandlers,
};
