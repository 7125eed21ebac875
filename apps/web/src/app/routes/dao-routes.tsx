import type { RouteObject } from "react-router";
import { NotFoundPage } from "../../features/placeholder/NotFoundPage";
import { page, redirectIndex } from "./route-kit";

/** /icmsdao: the DAO area with its sidebar. */
export const daoRoutes: RouteObject[] = [
  redirectIndex("/icmsdao/icms_index"),
  page("icms_index", "IcmsIndex"),
  page("icms_intro", "IcmsIntro"),
  page("icms_dao_auth", "IcmsDaoAuth", { auth: true }),
  page("icms_dao_autonomy", "IcmsDaoAutonomy", {
    auth: true,
    children: [
      page("", "IcmsDaoAutonomy", { auth: true }),
      // query: article_type
      page("article", "IcmsDaoAutonomyArticle", { auth: true }),
      page("special", "IcmsDaoAutonomySpecial", { auth: true }),
    ],
  }),
  page("icms_vote", "IcmsVote", { auth: true }),
  page("icms_invite_friends", "IcmsInviteFriends", { auth: true }),
  page("icms_withdraw", "IcmsWithdraw", { auth: true }),
  page("icms_wallet_dataview", "IcmsWalletDataview", { auth: true }),
  page("kolList", "KolList"),
  // query: kol_id, uid
  page("kolDetail", "KolDetail", { auth: true }),
  page("*", "DaoNotFound", { element: <NotFoundPage /> }),
];
