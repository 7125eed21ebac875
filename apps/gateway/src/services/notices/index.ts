import { defineArea } from "../../context.js";
import { noticeHandlers } from "./handlers.js";

/**
 * The message centre (docs/notices.md): `notice_msrv` without its e-mail calls (the notice-mail
 * area's). The other areas write notifications through `public.ts`.
 */
export const noticesArea = defineArea({
  name: "notices",
  handlers: { notice_msrv: noticeHandlers },
});
