import { type RouteConfig, route } from "@react-router/dev/routes";
import { appActions } from "../domain/paths";
import { SECTIONS } from "./sections";

export default [
  ...SECTIONS.map((s) => route(s.pattern, s.module, { id: s.id })),
  // Action routes: no page, the clientAction of a control shown on many pages (decision 067).
  route(appActions.follows(), "routes/actions/follows.ts", { id: "follows-action" }),
  route(appActions.watchlists(), "routes/actions/watchlists.ts", { id: "watchlists-action" }),
  route(appActions.signOut(), "routes/actions/sign-out.ts", { id: "sign-out-action" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
