import { bundlePage, page, redirectIndex } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";
import type daoStrings from "../../i18n/locales/dao/en.json";

// Its English strings join the typed keys (`i18n/resources.ts`).
declare module "../../i18n/resources" {
  interface BundleStrings {
    dao: typeof daoStrings;
  }
}

/** The DAO area with its sidebar: /icmsdao (its review screens hang under /icmsdao/icms_dao_autonomy). */
export const daoArea = defineWebArea({
  routes: [
    {
      mount: "/icmsdao",
      at: 10,
      routes: [
        redirectIndex("/icmsdao/icms_index"),
        page(
          "icms_index",
          "IcmsIndex",
          bundlePage("dao", () => import("./home/DaoHomePage"), "DaoHomePage"),
        ),
        page(
          "icms_intro",
          "IcmsIntro",
          bundlePage("dao", () => import("./home/DaoIntroPage"), "DaoIntroPage"),
        ),
        page("icms_dao_auth", "IcmsDaoAuth", {
          auth: true,
          ...bundlePage("dao", () => import("./sale/DaoAuthPage"), "DaoAuthPage"),
        }),
      ],
    },
    {
      mount: "/icmsdao",
      at: 30,
      routes: [
        page("icms_vote", "IcmsVote", {
          auth: true,
          ...bundlePage("dao", () => import("./vote/VotePage"), "VotePage"),
        }),
        page("icms_invite_friends", "IcmsInviteFriends", {
          auth: true,
          ...bundlePage("dao", () => import("./invite/InvitePage"), "InvitePage"),
        }),
      ],
    },
    {
      mount: "/icmsdao/icms_dao_autonomy",
      at: 10,
      routes: [
        page("", "IcmsDaoAutonomy", {
          auth: true,
          ...bundlePage("dao", () => import("./review/ReviewHomePage"), "ReviewHomePage"),
        }),
        // query: article_type
        page("article", "IcmsDaoAutonomyArticle", {
          auth: true,
          ...bundlePage("dao", () => import("./review/ReviewArticlePage"), "ReviewArticlePage"),
        }),
        page("special", "IcmsDaoAutonomySpecial", {
          auth: true,
          ...bundlePage("dao", () => import("./review/ReviewSpecialPage"), "ReviewSpecialPage"),
        }),
      ],
    },
  ],
  nav: [
    { menu: "quickLinks", at: 120, item: { key: "dao", to: "/icmsdao/icms_index" } },
    { menu: "daoSidebar", at: 10, item: { key: "daoIndex", to: "/icmsdao/icms_index", name: "IcmsIndex" } },
    { menu: "daoSidebar", at: 20, item: { key: "daoIntro", to: "/icmsdao/icms_intro", name: "IcmsIntro" } },
    { menu: "daoSidebar", at: 30, item: { key: "daoAuth", to: "/icmsdao/icms_dao_auth", name: "IcmsDaoAuth" } },
    {
      menu: "daoSidebar",
      group: "daoAutonomy",
      at: 10,
      item: { key: "daoAutonomyArticle", to: "/icmsdao/icms_dao_autonomy/article", name: "IcmsDaoAutonomyArticle" },
    },
    {
      menu: "daoSidebar",
      group: "daoAutonomy",
      at: 20,
      item: { key: "daoAutonomySpecial", to: "/icmsdao/icms_dao_autonomy/special", name: "IcmsDaoAutonomySpecial" },
    },
    { menu: "daoSidebar", at: 50, item: { key: "daoVote", to: "/icmsdao/icms_vote", name: "IcmsVote" } },
    {
      menu: "daoSidebar",
      at: 60,
      item: { key: "daoInvite", to: "/icmsdao/icms_invite_friends", name: "IcmsInviteFriends" },
    },
  ],
});
