import { type ClientOptions, createGatewayClient } from "@icms/protocol";
import { getSession } from "../session/session-store";
import { apiLanguage } from "../i18n/language";

/**
 * The app's credentials for the gateway's request signing. The fallbacks are the
 * gateway's DEVELOPMENT defaults; a deployment sets VITE_APP_ID / VITE_APP_SECRET at build time.
 */
const DEV_APP_ID = "icms-web";
const DEV_ONLY_APP_SECRET = "dev-only-app-secret";

/** How every call and upload is signed and which session headers it carries. */
export const gatewayOptions: ClientOptions = {
  baseUrl: "",
  appId: import.meta.env.VITE_APP_ID || DEV_APP_ID,
  appSecret: import.meta.env.VITE_APP_SECRET || DEV_ONLY_APP_SECRET,
  lang: apiLanguage,
  tokens: () => {
    const session = getSession();
    return { accessToken: session.accessToken, refreshToken: session.refreshToken };
  },
};

export const gatewayClient = createGatewayClient(gatewayOptions);
