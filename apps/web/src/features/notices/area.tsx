import { bundlePage, page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type noticesStrings from "../../i18n/locales/notices/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    notices: typeof noticesStrings;
  }
}

/**
 * The message centre: its pages in the member center and their menu entry. The header's bell is
 * a shell widget (`app/nav/NotificationPopover.tsx` loads `bell/NoticeBell.tsx` for members).
 */
export const noticesArea = defineWebArea({
  routes: [
    {
      mount: "/ucenter",
      at: 140,
      routes: [
        page(
          "notices",
          "Notices",
          bundlePage("notices", () => import("./list/NoticesPage"), "NoticesPage"),
        ),
        page(
          "notice_settings",
          "NoticeSettings",
          bundlePage("notices", () => import("./settings/NoticeSettingsPage"), "NoticeSettingsPage"),
        ),
      ],
    },
  ],
  nav: [
    {
      menu: "ucenterSidebar",
      at: 15,
      item: {
        key: "notices",
        to: "/ucenter/notices",
        name: "Notices",
        label: { zh: "消息中心", en: "Messages", ru: "Сообщения" },
      },
    },
  ],
});
