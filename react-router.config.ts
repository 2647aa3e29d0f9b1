import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "src/web",
  buildDirectory: "build",
  ssr: true,
  // React Router 8's behaviours, each switched off by name: the app keeps React Router 7's until
  // the move to version 8 (which needs Node 22) takes them all at once, with its tests. Named, they
  // also stop the build from printing a warning for each one on every start.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
