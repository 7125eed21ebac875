import { cms } from "./cms.js";
import { daoclub } from "./daoclub.js";
import { defineGroup } from "./define.js";
import { edu } from "./edu.js";
import { follows } from "./follows.js";
import { kol } from "./user-kol.js";
import { multisend } from "./user-multisend.js";
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
};

export type Api = typeof api;
export type GroupName = keyof Api;
