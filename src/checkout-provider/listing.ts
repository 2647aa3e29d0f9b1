import type { Engine } from "./engine";
import { invalidParameter, missingResource } from "./errors";
import { optionalInteger, optionalObject, optionalString, stringsOf, type FormObject } from "./form-body";

export interface ApiList<T> {
  object: "list";
  data: T[];
  has_more: boolean;
  url: string;
}

/**
 * Stripe's list: newest first (or in the given order for a parent's own lines), `limit` (default
 * 10, at most 100), cursors `starting_after` / `ending_before`.
 */
export function listOf<T extends { id: string; created?: number }>(
  items: T[],
  form: FormObject,
  url: string,
  order: "newest first" | "as given" = "newest first",
): ApiList<T> {
  const limit = Math.min(100, Math.max(1, optionalInteger(form, "limit") ?? 10));
  const ordered =
    order === "as given"
      ? items
      : items
          .map((item, index) => ({ item, index }))
          .sort((a, b) => (b.item.created ?? 0) - (a.item.created ?? 0) || b.index - a.index)
          .map(({ item }) => item);
  const after = optionalString(form, "starting_after");
  const before = optionalString(form, "ending_before");
  let window = ordered;
  if (after) {
    const position = ordered.findIndex((item) => item.id === after);
    if (position === -1) throw missingResource("object", after, "starting_after");
    window = ordered.slice(position + 1);
  } else if (before) {
    const position = ordered.findIndex((item) => item.id === before);
    if (position === -1) throw missingResource("object", before, "ending_before");
    window = ordered.slice(Math.max(0, position - limit), position);
  }
  return { object: "list", data: window.slice(0, limit), has_more: window.length > limit, url };
}

/** Filters on `created` (a number or a `{gt, gte, lt, lte}` range), as Stripe lists take it. */
export function createdFilter(form: FormObject): (item: { created: number }) => boolean {
  const exact = typeof form.created === "string" ? optionalInteger(form, "created") : undefined;
  const range = exact === undefined ? optionalObject(form, "created") : undefined;
  const bound = (name: string) => (range ? optionalInteger(range, name) : undefined);
  const [gt, gte, lt, lte] = [bound("gt"), bound("gte"), bound("lt"), bound("lte")];
  return ({ created }) =>
    (exact === undefined || created === exact) &&
    (gt === undefined || created > gt) &&
    (gte === undefined || created >= gte) &&
    (lt === undefined || created < lt) &&
    (lte === undefined || created <= lte);
}

export function expandPaths(form: FormObject): string[] {
  return stringsOf(form, "expand");
}

/** Any stored object by id, for expansion. Coupons have free-form ids, so they come last. */
export function findObject(engine: Engine, id: string): unknown {
  const state = engine.state;
  const collections = [
    state.customers,
    state.subscriptions,
    state.invoices,
    state.paymentIntents,
    state.paymentMethods,
    state.prices,
    state.products,
    state.promotionCodes,
    state.checkoutSessions,
    state.testClocks,
    state.discounts,
    state.coupons,
  ] as Record<string, unknown>[];
  for (const collection of collections) {
    const found = collection[id];
    if (found) return found;
  }
  return undefined;
}

/**
 * Replaces ids by their objects along each `expand` path (`subscription`, `latest_invoice.payments`,
 * `data.customer` in lists), on a copy. Unknown paths are refused as Stripe does.
 */
export function expand(
  engine: Engine,
  value: unknown,
  paths: string[],
  extra: (object: object, field: string) => unknown = () => undefined,
): unknown {
  const copy = structuredClone(value);
  for (const path of paths) expandPath(engine, copy, path.split("."), path, extra);
  return copy;
}

function expandPath(
  engine: Engine,
  target: unknown,
  segments: string[],
  path: string,
  extra: (object: object, field: string) => unknown,
): void {
  if (target === null || typeof target !== "object") return;
  const [head, ...rest] = segments;
  if (!head) return;
  const record = target as Record<string, unknown>;
  if (!(head in record) && extra(record, head) === undefined)
    throw invalidParameter("expand", `This property cannot be expanded (${path}).`);
  let current = record[head];
  const computed = extra(record, head);
  if (computed !== undefined) current = computed;
  if (typeof current === "string") current = structuredClone(findObject(engine, current) ?? current);
  if (Array.isArray(current) && rest.length === 0) {
    current = current.map((entry) =>
      typeof entry === "string" ? structuredClone(findObject(engine, entry) ?? entry) : entry,
    );
  }
  record[head] = current;
  if (Array.isArray(current)) for (const entry of current) expandPath(engine, entry, rest, path, extra);
  else expandPath(engine, current, rest, path, extra);
}
