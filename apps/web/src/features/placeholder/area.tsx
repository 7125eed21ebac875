import { page } from "../../app/routes/route-kit";
import { defineWebArea } from "../../app/web-area";

const developing = () => import("./DevelopingPage").then((m) => ({ Component: m.DevelopingPage }));

/** The page of screens still in development. */
export const placeholderArea = defineWebArea({
  routes: [{ mount: "/", at: 100, routes: [page("developing", "Developing", { lazy: developing })] }],
});
