import type { AnalystCallRecord, FollowedAnalystRecord } from "../../db/repositories/followed-analysts";
import type { AnalystCall, FollowedAnalyst } from "../../domain/contracts/followed-analysts";
import { callAction, callHeadline } from "../../domain/followed-analysts/analyst-call";
import { paths } from "../../domain/paths";

// A followed analyst and an analyst's call as the browser, the dashboard and the digest read them.

export function presentAnalystCall(call: AnalystCallRecord): AnalystCall {
  return {
    id: call.id,
    date: call.date,
    analystId: call.analystId,
    analystName: call.analystName,
    firmName: call.firmName,
    companyId: call.companyId,
    ticker: call.ticker,
    companyName: call.companyName,
    url: paths.company(call),
    rating: call.rating,
    previousRating: call.previousRating,
    priceTarget: call.priceTarget,
    previousPriceTarget: call.previousPriceTarget,
    action: callAction(call),
    headline: callHeadline(call),
  };
}

/**
 * A followed analyst as the session may see them: the latest call only with Premium (decision 042;
 * an analyst's latest call is nearly always a current one). A session that does not say
 * `lockAnalyst` is treated as locked.
 */
export function presentFollowedAnalyst(
  record: FollowedAnalystRecord,
  session: { lockAnalyst?: boolean },
): FollowedAnalyst {
  return {
    id: record.id,
    name: record.name,
    firmId: record.firmId,
    firmName: record.firmName,
    url: paths.analyst(record.id),
    position: record.position,
    followedAt: new Date(record.followedAt).toISOString(),
    callCount: record.callCount,
    latestCall: record.latestCall && session.lockAnalyst === false ? presentAnalystCall(record.latestCall) : null,
  };
}
