import { bundlePage, page, redirectIndex } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";

/** The member's profile, where the member center opens. */
export const profileArea = defineWebArea({
  routes: [
    {
      mount: "/ucenter",
      at: 10,
      routes: [
        redirectIndex("/ucenter/profile"),
        page(
          "profile",
          "Profile",
          bundlePage("income", () => import("./ProfilePage"), "ProfilePage"),
        ),
      ],
    },
  ],
  nav: [{ menu: "ucenterSidebar", at: 10, item: { key: "profile", to: "/ucenter/profile", name: "Profile" } }],
});
