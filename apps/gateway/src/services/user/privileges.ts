import { api, Code, GatewayError, type PrivilegeEntry, privilegeGrants } from "@icms/protocol";
import { handle } from "../../context.js";

/** Every known privilege with the user's own value, or the default where there is none. */
const PRIVILEGES_SQL = `
  SELECT p.privilege_code, p.privilege_typedata::int AS privilege_typedata, COALESCE(up.val, p.default_val) AS val
  FROM privileges p
  LEFT JOIN user_privileges up ON up.privilege_code = p.privilege_code AND up.uid = $1`;

export const privilegeHandlers = {
  user_privilege_list: handle(api.user_msrv.user_privilege_list, (_params, ctx) =>
    ctx.db.query<PrivilegeEntry>(`${PRIVILEGES_SQL} ORDER BY p.privilege_code`, [ctx.session.uid]),
  ),
  user_privilege_info: handle(api.user_msrv.user_privilege_info, async ({ privilege_code }, ctx) => {
    const [entry] = await ctx.db.query<PrivilegeEntry>(`${PRIVILEGES_SQL} WHERE p.privilege_code = $2`, [
      ctx.session.uid,
      privilege_code,
    ]);
    if (!entry) throw new GatewayError(Code.NotFound);
    return Object.assign(entry, { granted: privilegeGrants(entry) });
  }),
};
