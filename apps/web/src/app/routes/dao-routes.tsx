import type { RouteObject } from "react-router";
import { NotFoundPage } from "../../features/placeholder/NotFoundPage";
import { bundlePage, page, redirectIndex } from "./route-kit";

/** /icmsdao: the DAO area with its sidebar. */
export const daoRoutes: RouteObject[] = [
  redirectIndex("/icmsdao/icms_index"),
  page(
    "icms_index",
    "IcmsIndex",
    bundlePage("dao", () => import("../../features/dao/home/DaoHomePage"), "DaoHomePage"),
  ),
  page(
    "icms_intro",
    "IcmsIntro",
    bundlePage("dao", () => import("../../features/dao/home/DaoIntroPage"), "DaoIntroPage"),
  ),
  page("icms_dao_auth", "IcmsDaoAuth", {
    auth: true,
    ...bundlePage("dao", () => import("../../features/dao/sale/DaoAuthPage"), "DaoAuthPage"),
  }),
  page("icms_dao_autonomy", "IcmsDaoAutonomy", {
    auth: true,
    children: [
      page("", "IcmsDaoAutonomy", {
        auth: true,
        ...bundlePage("dao", () => import("../../features/dao/review/ReviewHomePage"), "ReviewHomePage"),
      }),
      // query: article_type
      page("article", "IcmsDaoAutonomyArticle", {
        auth: true,
        ...bundlePage("dao", () => import("../../features/dao/review/ReviewArticlePage"), "ReviewArticlePage"),
      }),
      page("special", "IcmsDaoAutonomySpecial", {
        auth: true,
        ...bundlePage("dao", () => import("../../features/dao/review/ReviewSpecialPage"), "ReviewSpecialPage"),
      }),
      page("project", "IcmsDaoAutonomyProject", {
        auth: true,
        ...bundlePage(
          ["projects", "dao"],
          () => import("../../features/projects/review/ReviewProjectPage"),
          "ReviewProjectPage",
        ),
      }),
      page("course", "IcmsDaoAutonomyCourse", {
        auth: true,
        ...bundlePage(["edu", "dao"], () => import("../../features/edu/review/ReviewCoursePage"), "ReviewCoursePage"),
      }),
    ],
  }),
  page("icms_vote", "IcmsVote", {
    auth: true,
    ...bundlePage("dao", () => import("../../features/dao/vote/VotePage"), "VotePage"),
  }),
  page("icms_invite_friends", "IcmsInviteFriends", {
    auth: true,
    ...bundlePage("dao", () => import("../../features/dao/invite/InvitePage"), "InvitePage"),
  }),
  page("icms_withdraw", "IcmsWithdraw", {
    auth: true,
    ...bundlePage("income", () => import("../../features/income/WithdrawPage"), "WithdrawPage"),
  }),
  page("icms_wallet_dataview", "IcmsWalletDataview", {
    auth: true,
    ...bundlePage("income", () => import("../../features/income/WalletDataviewPage"), "WalletDataviewPage"),
  }),
  page(
    "kolList",
    "KolList",
    bundlePage("kol", () => import("../../features/kol/KolListPage"), "KolListPage"),
  ),
  // query: kol_id, uid
  page("kolDetail", "KolDetail", {
    auth: true,
    ...bundlePage("kol", () => import("../../features/kol/KolDetailPage"), "KolDetailPage"),
  }),
  page("*", "DaoNotFound", { element: <NotFoundPage /> }),
];
