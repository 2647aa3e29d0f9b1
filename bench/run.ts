// `npm run bench`: every benchmark, each printing its figures against a baseline taken in the same run.
import { benchHealthz } from "./healthz";

await benchHealthz();
