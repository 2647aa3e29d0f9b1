import { RouterContextProvider, type AppLoadContext } from "react-router";
import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { AnalystPagesReader } from "../../domain/contracts/analysts";
import type { AccountSettings } from "../../domain/contracts/account-settings";
import type { BillingPagesReader } from "../../domain/contracts/billing";
import type { CompanyPagesReader } from "../../domain/contracts/company";
import type { MarketLabel } from "../../domain/contracts/market";
import type { MarketPagesReader } from "../../domain/contracts/market-overview";
import type { EditorialPagesReader } from "../../domain/contracts/editorial";
import type { NewsPagesReader } from "../../domain/contracts/news";
import type { RatingPagesReader } from "../../domain/contracts/rating";
import type { Session } from "../../domain/contracts/session";
import type { StrategyPagesReader } from "../../domain/contracts/strategies";
import type { FollowedAnalyst } from "../../domain/contracts/followed-analysts";
import type { Watchlist, WatchlistPagesReader } from "../../domain/contracts/watchlists";
import type { ScreenerPagesReader } from "../../domain/screener/contract";
import type { ScreenBacktestPagesReader } from "../../domain/contracts/screen-backtests";
import type { DB } from "../../db/schema";
import type { SessionUser } from "../../db/repositories/sessions";
import type { PersonalData } from "../../domain/contracts/personal-data";
import { listFollowed } from "../../db/repositories/followed-analysts";
import { listWatchlists } from "../../db/repositories/watchlists";
import { entitlementsFor } from "../policies/entitlements";
import { presentFollowedAnalyst } from "../presenters/followed-analysts";
import { presentSession } from "../presenters/session";
import { presentWatchlist } from "../presenters/watchlists";
import type { LiveScreener } from "../screener/live-screener";
import { pathOf } from "../request-kind";
import { accountSettingsReader } from "./account/account-settings";
import { analystPagesReader } from "./analysts/analyst-pages";
import { billingPagesReader } from "./billing/billing-pages";
import type { BillingDeps } from "../services/billing/billing-deps";
import { companyPagesReader } from "./company/company-pages";
import { dashboardPagesReader, type DashboardPagesReader } from "./dashboard/dashboard-pages";
import { ratingPagesReader } from "./rating/rating-pages";
import { marketPagesReader } from "./market/market-pages";
import { editorialPagesReader } from "./editorial/editorial-pages";
import { newsPagesReader } from "./news/news-pages";
import { screenerPagesReader } from "./screener/screener-pages";
import { screenBacktestPageReader } from "./screener/screen-backtest-page";
import { strategyPagesReader } from "./strategies/strategy-pages";
import { watchlistPagesReader } from "./watchlists/watchlist-pages";
import { portfolioPagesReader, type PortfolioPagesReader } from "./portfolios/portfolio-pages";
import { zenInvestorPagesReader, type ZenInvestorPagesReader } from "./zen-investor/zen-investor-pages";

// What React Router's loaders get from the server (their `context`), typed here once. The
// session, watchlists and market label are read for every page (the header shows them); each
// page family's reader is made only when a loader first asks for it, so a page builds only
// what it reads. React Router 8 hands loaders a RouterContextProvider (its middleware context):
// the properties below are set on the provider made here, and loaders read them through
// web/lib/page-context.ts.

declare module "react-router" {
  interface AppLoadContext {
    session: Session;
    watchlists: Watchlist[];
    /** The signed-in member's followed analysts in their order (decision 027); none for guests. */
    followedAnalysts: FollowedAnalyst[];
    /** Whether the member gets the weekly digest of their followed analysts' calls. */
    subscribedToFollowedAnalysts: boolean;
    /**
     * A member's page rendered to be kept for every member of their class (decision 054): the
     * session is a generic one and the lists are empty; the browser reads the member's own
     * data after hydration (web/lib/personal-data.ts).
     */
    keptForClass: boolean;
    market: MarketLabel;
    /** Company page data for this request's session (locking already applied). */
    companyPages: CompanyPagesReader;
    /** Zen Rating pages' data for this request's session (Premium values removed without Premium). */
    ratingPages: RatingPagesReader;
    /** Screener page data for this request's session (locking already applied). */
    screener: ScreenerPagesReader;
    /** The backtest page of one of the signed-in member's saved screens (undefined when not theirs). */
    screenBacktestPage: ScreenBacktestPagesReader;
    /** The signed-in user's account settings (null for guests), read on demand. */
    accountSettings: () => Promise<AccountSettings | null>;
    /** Plans, checkout results and billing state for this request's session. */
    billing: BillingPagesReader;
    /** One of the signed-in user's watchlists with its table (undefined when not theirs). */
    watchlistPage: WatchlistPagesReader;
    /** The signed-in member's portfolios and one portfolio's report (decision 061). */
    portfolioPages: PortfolioPagesReader;
    /** The signed-in home and the onboarding page (null for guests). */
    dashboardPages: DashboardPagesReader;
    /** The analysts' ranking and profiles (public: no Premium values). */
    analystPages: AnalystPagesReader;
    /** The home page's market overview and the market map (the Zen Rating only for Premium). */
    marketPages: MarketPagesReader;
    /** The blog with its live figures and the authors' pages. */
    editorialPages: EditorialPagesReader;
    /** The news in the version the session may read (Premium-only stories and names removed without Premium). */
    newsPages: NewsPagesReader;
    /** Zen Strategies: public records, books and exports cut to the session's plans. */
    strategyPages: StrategyPagesReader;
    /** Zen Investor: the public record, past trades, alerts and ledger cut to the session's plans. */
    zenInvestorPages: ZenInvestorPagesReader;
    /** Whether Google sign-in is configured (the dialogs show its button). */
    googleSignIn: boolean;
    /**
     * Whether this render answers a page load (HTML) rather than a client navigation's data: a
     * drawing made on the server then goes in the HTML only (web/lib/server-drawn.tsx).
     */
    pageLoad: boolean;
    /** What loaders drew for this page load's HTML alone, by name, handed to the server's render. */
    serverDrawn: Map<string, unknown>;
    /** The external help centre (HELP_CENTER_URL): the account menu's Help Guides. */
    helpCenterUrl: string;
  }
}

type LoadContext = RouterContextProvider & AppLoadContext;

/** The page readers, each made from the request's session on first use. */
type Readers = Pick<
  LoadContext,
  | "companyPages"
  | "ratingPages"
  | "screener"
  | "accountSettings"
  | "billing"
  | "watchlistPage"
  | "portfolioPages"
  | "screenBacktestPage"
  | "dashboardPages"
  | "analystPages"
  | "marketPages"
  | "editorialPages"
  | "newsPages"
  | "strategyPages"
  | "zenInvestorPages"
>;

export interface LoadContextSources {
  db: Kysely<DB>;
  screener: LiveScreener;
  marketLabel: () => Promise<MarketLabel>;
  googleSignIn: boolean;
  helpCenterUrl: string;
  /** WEBINAR_VIDEO_BASE_URL (unset: no video addresses). */
  webinarVideoBaseUrl?: string;
  billing: BillingDeps;
}

/** The visitor's own root data (a guest's: an anonymous session, empty lists). */
export async function readPersonalData(db: Kysely<DB>, user: SessionUser | undefined): Promise<PersonalData> {
  const [watchlists, followed] = user
    ? await Promise.all([listWatchlists(db, user.userId), listFollowed(db, user.userId)])
    : [[], []];
  const session = presentSession(user, watchlists);
  return {
    session,
    watchlists: watchlists.map(presentWatchlist),
    followedAnalysts: followed.map((record) => presentFollowedAnalyst(record, session)),
    subscribedToFollowedAnalysts: user?.subscribedToFollowedAnalysts ?? false,
  };
}

/**
 * What a member's pages depend on besides their own data: their plans, whether they ever had
 * Premium (the plans' offer reads it) and whether their address is confirmed (the banner shows
 * it). Members of one class see the same pages (decision 054).
 */
export interface MemberClass {
  /** The class as a cache key. */
  key: string;
  planTypes: SessionUser["planTypes"];
  everPremium: boolean;
  confirmed: boolean;
}

export function memberClassOf(user: SessionUser): MemberClass {
  const planTypes = [...user.planTypes].sort();
  const everPremium = user.everPremium;
  const confirmed = user.confirmedAt !== null;
  const key = `${planTypes.join("+") || "free"}${everPremium ? "-ever-premium" : ""}${confirmed ? "" : "-unconfirmed"}`;
  return { key, planTypes, everPremium, confirmed };
}

/** The session a class's kept pages are rendered with: signed in, its entitlements, nobody's own fields. */
export function genericMemberSession(memberClass: MemberClass): Session {
  return {
    ...presentSession(undefined, []),
    signedIn: true,
    isConfirmed: memberClass.confirmed,
    ...entitlementsFor(memberClass.planTypes, memberClass.everPremium),
  };
}

/** A render of a member's page to be kept for their class, and a call when a loader reads one member's own data. */
export interface ClassRender {
  memberClass: MemberClass;
  /** Called when a loader reads what belongs to one member (their settings, watchlist, dashboard, saved screens, billing): that render is not kept. */
  onPersonal(): void;
}

/** React Router's context for one request, carrying the page data as its own properties. */
function provide(
  eager: Omit<AppLoadContext, keyof Readers>,
  readers: Record<keyof Readers, PropertyDescriptor>,
): LoadContext {
  return Object.defineProperties(Object.assign(new RouterContextProvider(), eager), readers) as LoadContext;
}

/** A property made once, on its first read. */
function once<T>(make: () => T): PropertyDescriptor {
  let made: { value: T } | undefined;
  return { enumerable: true, get: () => (made ??= { value: make() }).value };
}

/**
 * The context of one render: for the visitor of the request, or, with `forClass`, for a
 * member's class (the class's generic session, no lists, no user behind the readers: the
 * member's own data reaches the page after hydration from GET /api/users/me). A reader that
 * would read one member's own rows then calls `onPersonal` first (that render is not kept and the
 * page is rendered for the member) and answers as for nobody.
 */
export async function buildLoadContext(
  request: FastifyRequest,
  sources: LoadContextSources,
  forClass?: ClassRender,
): Promise<LoadContext> {
  const { db } = sources;
  const user = forClass ? undefined : await request.currentUser();
  const [personal, market] = await Promise.all([
    forClass ? undefined : readPersonalData(db, user),
    sources.marketLabel(),
  ]);
  const session = personal?.session ?? genericMemberSession(forClass!.memberClass);
  const mine = (): void => forClass?.onPersonal();
  const eager = {
    session,
    watchlists: personal?.watchlists ?? [],
    followedAnalysts: personal?.followedAnalysts ?? [],
    subscribedToFollowedAnalysts: personal?.subscribedToFollowedAnalysts ?? false,
    keptForClass: forClass !== undefined,
    market,
    googleSignIn: sources.googleSignIn,
    helpCenterUrl: sources.helpCenterUrl,
    pageLoad: !pathOf(request.url).endsWith(".data"),
    serverDrawn: new Map<string, unknown>(),
  };
  const personalRead = <T>(make: () => T): PropertyDescriptor =>
    once(() => {
      mine();
      return make();
    });
  const readers: Record<keyof Readers, PropertyDescriptor> = {
    companyPages: once(() => companyPagesReader(db, session, sources.screener.marketVersion)),
    ratingPages: once(() => ratingPagesReader(db, session, sources.screener.marketVersion)),
    screener: once(() => {
      const reader = screenerPagesReader(sources.screener, db, session, market.source);
      const savedScreeners = reader.savedScreeners;
      return { ...reader, savedScreeners: () => (mine(), savedScreeners()) } satisfies ScreenerPagesReader;
    }),
    billing: once(() => {
      const reader = billingPagesReader(sources.billing, session);
      const { checkoutResult, billingState } = reader;
      return {
        ...reader,
        checkoutResult: (...args: Parameters<typeof checkoutResult>) => (mine(), checkoutResult(...args)),
        billingState: () => (mine(), billingState()),
      } satisfies BillingPagesReader;
    }),
    accountSettings: personalRead(() => accountSettingsReader(db, user?.userId ?? null)),
    watchlistPage: personalRead(() => watchlistPagesReader(db, sources.screener, user)),
    portfolioPages: personalRead(() => portfolioPagesReader(db, sources.screener, sources.marketLabel, user)),
    screenBacktestPage: personalRead(() => screenBacktestPageReader(db, user)),
    dashboardPages: personalRead(() => dashboardPagesReader(db, sources.screener, user, session.hasPremium)),
    analystPages: once(() => analystPagesReader(db, session)),
    marketPages: once(() => marketPagesReader(sources.screener, session, market)),
    editorialPages: once(() => editorialPagesReader(sources.screener, market)),
    newsPages: once(() => newsPagesReader(db, session)),
    strategyPages: once(() => strategyPagesReader(db, session, market)),
    zenInvestorPages: once(() =>
      zenInvestorPagesReader(db, session, market, { webinarBaseUrl: sources.webinarVideoBaseUrl }),
    ),
  };
  return provide(eager, readers);
}
