import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";

/** The member's short links and their visits. */
export const shortlinksArea = defineWebArea({
  routes: [
    {
      mount: "/ucenter",
      at: 110,
      routes: [
        page(
          "shortlinks",
          "MyShortLinks",
          bundlePage("shortlinks", () => import("./MyShortLinksPage"), "MyShortLinksPage"),
        ),
      ],
    },
  ],
});
