/* global process */
// Runs React Router's command line (`build` for `npm start`, `npm test` and the benchmarks;
// `typegen` for the type-check) with a clean console. React Router 7 (its last release, 7.18)
// starts its internal Vite servers with `envFile: false`, which Vite 8.1 deprecated in favour of
// `envDir: false`; Vite then prints "The `envFile` option is deprecated" once per internal
// server, nine times a build, about an option this project never sets. React Router 8 passes
// `envDir: false`, but needs Node 22. Until the project is on it, exactly that line is dropped
// from the command's error output; everything else it prints passes through unchanged.
import { spawn } from "node:child_process";
import path from "node:path";
import { createInterface } from "node:readline";

const root = path.resolve(import.meta.dirname, "..");
const cli = path.join(root, "node_modules", "@react-router", "dev", "bin.js");

/** Vite's deprecation line, with or without its colour codes. */
const ENV_FILE_DEPRECATION = "The `envFile` option is deprecated, please use `envDir: false` instead.";
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

const child = spawn(process.execPath, [cli, ...process.argv.slice(2)], {
  cwd: root,
  stdio: ["inherit", "inherit", "pipe"],
  env: process.stderr.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: "1", ...process.env } : process.env,
});
createInterface({ input: child.stderr }).on("line", (line) => {
  if (line.replace(ANSI, "").trim() !== ENV_FILE_DEPRECATION) process.stderr.write(`${line}\n`);
});
child.on("close", (code, signal) => {
  if (signal) process.kill(process.pid, signal);
  else process.exitCode = code ?? 1;
});
