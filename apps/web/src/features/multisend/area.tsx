import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";

/** Multi-send to social networks. */
export const multisendArea = defineWebArea({
  routes: [
    {
      mount: "/ucenter",
      at: 130,
      routes: [
        page(
          "multipleSend",
          "MultipleSend",
          bundlePage("multisend", () => import("./MultiSendPage"), "MultiSendPage"),
        ),
      ],
    },
  ],
  nav: [
    {
      menu: "ucenterSidebar",
      at: 80,
      item: { key: "multipleSend", to: "/ucenter/multipleSend", name: "MultipleSend" },
    },
  ],
});
