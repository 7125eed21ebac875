import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";

/** A member's home page with their follows and followers. */
export const followsArea = defineWebArea({
  routes: [
    {
      mount: "/",
      at: 50,
      routes: [
        // query: uid
        page(
          "my",
          "My",
          bundlePage("follows", () => import("./UserHomePage"), "UserHomePage"),
        ),
      ],
    },
  ],
});
