import type shellStrings from "../../i18n/locales/en.json";
/**
 * Every menu of the two bars, the sidebars and the footer as data. `key` names the label
 * (`nav.<key>` in the locales); `name` is the route name that highlights the entry.
 */
/** The label keys of the menus (`nav.<key>` in the English strings). */
type NavKey = keyof (typeof shellStrings)["nav"];

export interface NavLinkItem {
  key: NavKey;
  to: string;
  name?: string;
  /** Opens in a new tab (the external KOL site). */
  external?: boolean;
  /** Listed only for holders of this privilege (operator screens; the gateway checks it again). */
  privilege?: string;
}

export interface NavGroup {
  key: NavKey;
  items: NavLinkItem[];
}

export type NavEntry = NavLinkItem | NavGroup;

export function isGroup(entry: NavEntry): entry is NavGroup {
  return "items" in entry;
}

/** Active-menu highlighting by route name; a group is active when one of its items is. */
export function isActive(entry: NavEntry, routeName: string | undefined): boolean {
  if (!routeName) return false;
  return isGroup(entry) ? entry.items.some((item) => item.name === routeName) : entry.name === routeName;
}

const compass: NavGroup = {
  key: "compass",
  items: [
    { key: "compassHowto", to: "/appcms/compass_howto", name: "CompassHowto" },
    { key: "compassWiki", to: "/appcms/compass_wiki_home", name: "CompassWikiHome" },
  ],
};

const spacex: NavGroup = {
  key: "spacex",
  items: [
    { key: "spacexArticle", to: "/appcms/spacex_article", name: "SpacexArticle" },
    { key: "spacexVideo", to: "/appcms/spacex_video", name: "SpacexVideo" },
    { key: "specialList", to: "/appcms/special_list", name: "SpecialList" },
  ],
};

const news: NavGroup = {
  key: "news",
  items: [
    { key: "activityList", to: "/appcms/activity_list", name: "ActivityList" },
    { key: "reportnewsList", to: "/appcms/reportnews_list", name: "ReportnewsList" },
    { key: "flashnewsList", to: "/appcms/flashnews_list", name: "FlashnewsList" },
  ],
};

/** The public site bar: Home, Compass, SpaceX, News, Planet. */
export const SITE_NAV: NavEntry[] = [
  { key: "home", to: "/", name: "Index" },
  compass,
  spacex,
  news,
  { key: "planet", to: "/appsocial/social_index", name: "SocialIndex" },
];

export const DAO_HOME = "/icmsdao/icms_index";

/** The resource library: Compass, SpaceX and News, then Tools and Docs (no destination yet). */
export const RESOURCE_GROUPS: NavGroup[] = [compass, spacex, news];
export const RESOURCE_EXTRAS: NavLinkItem[] = [
  { key: "tools", to: "/developing" },
  { key: "docs", to: "/developing" },
];

export const QUICK_LINKS: NavLinkItem[] = [
  { key: "compassHowto", to: "/appcms/compass_howto" },
  { key: "compassWiki", to: "/appcms/compass_wiki_home" },
  { key: "spacexArticle", to: "/appcms/spacex_article" },
  { key: "spacexVideo", to: "/appcms/spacex_video" },
  { key: "specialList", to: "/appcms/special_list" },
  { key: "activityList", to: "/appcms/activity_list" },
  { key: "flashnewsList", to: "/appcms/flashnews_list" },
  { key: "planet", to: "/appsocial/social_index" },
  { key: "courses", to: "/appedu/course_home" },
  { key: "projects", to: "/project_index" },
  { key: "rankList", to: "/rank_list" },
  { key: "dao", to: DAO_HOME },
  { key: "kolList", to: "/icmsdao/kolList" },
  { key: "kolSite", to: "/kolOpinionLeader", external: true },
  { key: "notices", to: "/noticeList" },
  { key: "download", to: "/downloadTip" },
];

/** Creator shortcuts: the write flows for article, video, HowTo article, HowTo video, and wiki. */
export const CREATOR_SHORTCUTS: NavLinkItem[] = [
  { key: "writeArticle", to: "/ucenter/write_article?article_type=1" },
  { key: "writeVideo", to: "/ucenter/write_video?article_type=2" },
  { key: "writeHowtoArticle", to: "/ucenter/write_article?article_type=1&is_howto=1" },
  { key: "writeHowtoVideo", to: "/ucenter/write_video?article_type=2&is_howto=1" },
  { key: "writeWiki", to: "/ucenter/write_wiki?article_type=3" },
];

/** The DAO sidebar, with its profit group. */
export const DAO_SIDEBAR: NavEntry[] = [
  { key: "daoIndex", to: "/icmsdao/icms_index", name: "IcmsIndex" },
  { key: "daoIntro", to: "/icmsdao/icms_intro", name: "IcmsIntro" },
  { key: "daoAuth", to: "/icmsdao/icms_dao_auth", name: "IcmsDaoAuth" },
  {
    key: "daoAutonomy",
    items: [
      { key: "daoAutonomyArticle", to: "/icmsdao/icms_dao_autonomy/article", name: "IcmsDaoAutonomyArticle" },
      { key: "daoAutonomySpecial", to: "/icmsdao/icms_dao_autonomy/special", name: "IcmsDaoAutonomySpecial" },
      { key: "daoAutonomyProject", to: "/icmsdao/icms_dao_autonomy/project", name: "IcmsDaoAutonomyProject" },
      { key: "daoAutonomyCourse", to: "/icmsdao/icms_dao_autonomy/course", name: "IcmsDaoAutonomyCourse" },
    ],
  },
  { key: "daoVote", to: "/icmsdao/icms_vote", name: "IcmsVote" },
  { key: "daoInvite", to: "/icmsdao/icms_invite_friends", name: "IcmsInviteFriends" },
  {
    key: "daoProfit",
    items: [
      { key: "daoWithdraw", to: "/icmsdao/icms_withdraw", name: "IcmsWithdraw" },
      { key: "daoWalletDataview", to: "/icmsdao/icms_wallet_dataview", name: "IcmsWalletDataview" },
    ],
  },
];

/** The member-center sidebar. */
export const UCENTER_SIDEBAR: NavEntry[] = [
  { key: "profile", to: "/ucenter/profile", name: "Profile" },
  { key: "cmsindex", to: "/ucenter/cmsindex", name: "Cmsindex" },
  { key: "myCollection", to: "/appcms/cmslist?list_type=collect" },
  {
    key: "create",
    items: [
      { key: "writeArticle", to: "/ucenter/write_article?article_type=1", name: "WriteArticle" },
      { key: "writeVideo", to: "/ucenter/write_video?article_type=2", name: "WriteVideo" },
      { key: "writeWiki", to: "/ucenter/write_wiki?article_type=3", name: "WriteWiki" },
      { key: "writeSpecial", to: "/ucenter/write_special?article_type=1", name: "WriteSpecial" },
    ],
  },
  { key: "myProjects", to: "/ucenter/projectindex/my_project_list", name: "MyProjectList" },
  { key: "myCourses", to: "/ucenter/courseindex/course_list", name: "UcenterCourseList" },
  { key: "courseOrders", to: "/ucenter/courseorder", name: "Courseorder" },
  { key: "multipleSend", to: "/ucenter/multipleSend", name: "MultipleSend" },
  { key: "kolApply", to: "/ucenter/kol_apply", name: "KolApply" },
  { key: "kolReview", to: "/ucenter/kol_review", name: "KolReview", privilege: "review_kol" },
];

export const FOOTER_LINKS: NavLinkItem[] = [
  { key: "about", to: "/about" },
  { key: "notices", to: "/noticeList" },
  { key: "privacy", to: "/privacy" },
  { key: "disclaimer", to: "/disclaimer" },
  { key: "sitemap", to: "/sitemap" },
  { key: "download", to: "/downloadTip" },
  { key: "developer", to: "/ucenter/developer" },
];

/** Where the search box sends a keyword. `ts` makes a repeated search a new navigation. */
export function searchPath(keyword: string, now: number = Date.now()): string {
  return `/appcms/search?${new URLSearchParams({ keyword, ts: String(now) })}`;
}

/** The login page, remembering where the visitor wanted to go. */
export function loginPath(redirectTo: string, requireLogin = false): string {
  const query = new URLSearchParams({ redirect: redirectTo });
  if (requireLogin) query.set("requireLogin", "true");
  return `/auth/icms_login?${query}`;
}
