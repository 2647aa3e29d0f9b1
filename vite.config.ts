import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { shellChunk } from "./scripts/shell-chunk.ts";

export default defineConfig(({ isSsrBuild }) => {
  const shell = shellChunk();
  return {
    build: {
      sourcemap: process.env.FL_SOURCEMAP === "1",
      rolldownOptions: {
        // The zod contracts are shared by the server and the browser. Their schemas are built by
        // calls on `z` at the top of each module, which the bundler must otherwise keep; declared
        // pure, a schema the browser never uses is dropped, and with it zod when a page only needs a
        // contract's constants or types (decision 041: first-load JavaScript under 150 KB).
        treeshake: { manualPureFunctions: ["z"] },
        ...(isSsrBuild ? {} : { output: { codeSplitting: { groups: [shell.group] } } }),
      },
    },
    plugins: [tailwindcss(), reactRouter(), ...(isSsrBuild ? [] : [shell.plugin as Plugin])],
  };
});
