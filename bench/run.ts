// `npm run bench`: every benchmark, each printing its figures against a baseline taken in the same run.
// BENCH_ONLY=healthz,search,company-pages,demo-build,screener,faults,load-mix,digests,page-speed,analyst-ranking,web-workers,page-weight,lighthouse,memory,memory-load,first-start,strategies runs a subset.
import { benchAnalystRanking } from "./analyst-ranking";
import { benchCompanyPages } from "./company-pages";
import { benchDemoBuild } from "./demo-build";
import { benchDigests } from "./digests";
import { benchFaults } from "./faults";
import { benchFirstStart } from "./first-start";
import { benchRatings } from "./ratings";
import { benchHealthz } from "./healthz";
import { benchLighthouse } from "./lighthouse";
import { benchLoadMix } from "./load-mix";
import { benchMemory } from "./memory";
import { benchMemoryUnderLoad } from "./memory-under-load";
import { benchPageSpeed } from "./page-speed";
import { benchPageWeight } from "./page-weight";
import { benchScreener } from "./screener";
import { benchSearch } from "./search";
import { benchStrategies } from "./strategies";
import { benchWebWorkers } from "./web-workers";

const only = process.env.BENCH_ONLY?.split(",");
const want = (name: string) => !only || only.includes(name);

if (want("healthz")) await benchHealthz();
if (want("search")) await benchSearch();
if (want("company-pages")) await benchCompanyPages();
if (want("ratings")) await benchRatings();
if (want("demo-build")) await benchDemoBuild();
if (want("screener")) await benchScreener();
if (want("faults")) await benchFaults();
if (want("load-mix")) await benchLoadMix();
if (want("digests")) await benchDigests();
if (want("page-speed")) await benchPageSpeed();
if (want("analyst-ranking")) await benchAnalystRanking();
if (want("web-workers")) await benchWebWorkers();
if (want("page-weight")) await benchPageWeight();
if (want("lighthouse")) await benchLighthouse();
if (want("memory")) await benchMemory();
if (want("memory-load")) await benchMemoryUnderLoad();
if (want("first-start")) await benchFirstStart();
if (want("strategies")) await benchStrategies();
