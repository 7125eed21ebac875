/** The message centre's pages under the member center. */
export const NOTICES_PATH = "/ucenter/notices";
export const NOTICE_SETTINGS_PATH = "/ucenter/notice_settings";
