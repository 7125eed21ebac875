import { page, redirectIndex } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";

const login = () => import("./LoginPage").then((m) => ({ Component: m.LoginPage }));

/** Signing in: /auth. */
export const authArea = defineWebArea({
  routes: [
    {
      mount: "/",
      at: 60,
      routes: [
        {
          path: "auth",
          children: [redirectIndex("/auth/icms_login"), page("icms_login", "IcmsLogin", { lazy: login })],
        },
      ],
    },
  ],
});
