import { cms } from "./cms.js";
import { daoclub } from "./daoclub.js";
import { datacentre } from "./datacentre.js";
import { defineGroup } from "./define.js";
import { edu } from "./edu.js";
import { follows } from "./follows.js";
import { kol } from "./user-kol.js";
import { multisend } from "./user-multisend.js";
import { notices } from "./notices.js";
import { shortLinks } from "./shortlinks.js";
import { social } from "./social.js";
import { user } from "./user.js";
import { developer } from "./user-developer.js";
import { wallet } from "./wallet.js";
import { xman } from "./xman.js";

/**
 * Every `/gwapi/v1` action of the gateway, by wire group and action name. The gateway must
 * register a handler for each (its handler table is typed from this object) and the web client
 * calls them only through these declarations.
 */
export const api = {
  ...defineGroup("user_msrv", { ...user, ...xman, ...follows, ...kol, ...developer, ...multisend }),
  ...cms,
  ...wallet,
  ...daoclub,
  ...social,
  ...edu,
  ...shortLinks,
  ...notices,
  ...datacentre,
};

export type Api = typeof api;

// What the groups' modules export besides their actions (their output types, a few constants):
// values for Node, types only in the browser (index.ts and browser.ts). A group whose output
// types live beside its actions adds its module here.
export * from "./announcements.js";
export * from "./dao-home.js";
export * from "./dao-review.js";
export * from "./dao-votes.js";
export * from "./datacentre.js";
export * from "./edu-orders.js";
export * from "./follows.js";
export * from "./news.js";
export * from "./notices.js";
export * from "./shortlinks.js";
export * from "./uploads.js";
export * from "./user.js";
export * from "./wallet-app.js";
export * from "./wallet-dao.js";
export * from "./wallet-income.js";
export * from "./wiki.js";
export * from "./xman.js";
export type GroupName = keyof Api;
