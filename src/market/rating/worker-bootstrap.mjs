// Worker threads start in plain Node.js: register tsx (as `npm start` does for the main
// thread), then load the TypeScript module named in workerData.
import { workerData } from "node:worker_threads";
import { register } from "tsx/esm/api";

register();
await import(workerData.module);
