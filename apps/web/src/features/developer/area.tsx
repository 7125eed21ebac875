import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";

/** The open platform: a member's apps and their keys. */
export const developerArea = defineWebArea({
  routes: [
    {
      mount: "/ucenter",
      at: 60,
      routes: [
        page(
          "developer",
          "Developer",
          bundlePage("developer", () => import("./DeveloperPage"), "DeveloperPage"),
        ),
      ],
    },
  ],
  nav: [{ menu: "footer", at: 70, item: { key: "developer", to: "/ucenter/developer" } }],
});
