import { type RouteConfig, route } from "@react-router/dev/routes";
import { SECTIONS } from "./sections";

export default [
  ...SECTIONS.map((s) => route(s.pattern, s.module, { id: s.id })),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
