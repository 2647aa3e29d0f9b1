import { ProviderError, invalidParameter, missingParameter } from "./errors";

// Stripe's form encoding (what the SDK sends in bodies and query strings): nested keys in
// brackets, `a[b][0][c]=x`, arrays as numeric indices or `[]`. A branch whose keys are all
// indices becomes an array.

export type FormValue = string | FormValue[] | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

type Branch = Map<string, Branch | string>;

function badBody(message: string): ProviderError {
  return new ProviderError(400, "invalid_request_error", `Invalid request body: ${message}`, "parameter_invalid");
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, " "));
  } catch {
    throw badBody(`cannot decode '${part.slice(0, 40)}'`);
  }
}

function keySegments(key: string): string[] {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) throw badBody(`malformed key '${key.slice(0, 60)}'`);
  const rest = match[2] ?? "";
  return [match[1], ...[...rest.matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "")];
}

function place(root: Branch, segments: string[], value: string, key: string): void {
  let branch = root;
  segments.forEach((raw, index) => {
    const segment = raw === "" ? String(branch.size) : raw;
    const last = index === segments.length - 1;
    const existing = branch.get(segment);
    if (last) {
      if (existing instanceof Map) throw badBody(`'${key}' is both a value and an object`);
      branch.set(segment, value);
      return;
    }
    if (typeof existing === "string") throw badBody(`'${key}' is both a value and an object`);
    const next: Branch = existing ?? new Map();
    branch.set(segment, next);
    branch = next;
  });
}

function toValue(branch: Branch): FormObject | FormValue[] {
  const keys = [...branch.keys()];
  const values = keys.map((key) => {
    const value = branch.get(key) as Branch | string;
    return typeof value === "string" ? value : toValue(value);
  });
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    const ordered = keys.map((key, i) => [Number(key), values[i] as FormValue] as const).sort((a, b) => a[0] - b[0]);
    return ordered.map(([, value]) => value);
  }
  return Object.fromEntries(keys.map((key, i) => [key, values[i] as FormValue]));
}

/** Parses an `application/x-www-form-urlencoded` body or query string the way Stripe reads it. */
export function parseForm(text: string): FormObject {
  const root: Branch = new Map();
  for (const pair of text.split("&")) {
    if (pair === "") continue;
    const equals = pair.indexOf("=");
    const key = decode(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? "" : decode(pair.slice(equals + 1));
    place(root, keySegments(key), value, key);
  }
  const value = toValue(root);
  return Array.isArray(value) ? {} : value;
}

// Typed readers for handlers: each names the parameter in its error, as Stripe does.

export function optionalString(form: FormObject, name: string): string | undefined {
  const value = form[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidParameter(name, `Invalid string: ${name} must be a string.`);
  return value;
}

export function requiredString(form: FormObject, name: string): string {
  const value = optionalString(form, name);
  if (value === undefined || value === "") throw missingParameter(name);
  return value;
}

export function optionalInteger(form: FormObject, name: string): number | undefined {
  const value = optionalString(form, name);
  if (value === undefined || value === "") return undefined;
  if (!/^-?\d+$/.test(value)) throw invalidParameter(name, `Invalid integer: ${value}`);
  return Number(value);
}

export function requiredInteger(form: FormObject, name: string): number {
  const value = optionalInteger(form, name);
  if (value === undefined) throw missingParameter(name);
  return value;
}

export function optionalBoolean(form: FormObject, name: string): boolean | undefined {
  const value = optionalString(form, name);
  if (value === undefined || value === "") return undefined;
  if (value !== "true" && value !== "false") throw invalidParameter(name, `Invalid boolean: ${value}`);
  return value === "true";
}

export function optionalObject(form: FormObject, name: string): FormObject | undefined {
  const value = form[name];
  if (value === undefined || value === "") return undefined;
  if (typeof value === "string" || Array.isArray(value))
    throw invalidParameter(name, `Invalid object: ${name} must be a hash.`);
  return value;
}

export function optionalArray(form: FormObject, name: string): FormValue[] | undefined {
  const value = form[name];
  if (value === undefined || value === "") return undefined;
  if (!Array.isArray(value)) throw invalidParameter(name, `Invalid array: ${name} must be an array.`);
  return value;
}

export function objectsOf(form: FormObject, name: string): FormObject[] {
  return (optionalArray(form, name) ?? []).map((item) => {
    if (typeof item === "string" || Array.isArray(item))
      throw invalidParameter(name, `Invalid array: ${name} must hold hashes.`);
    return item;
  });
}

export function stringsOf(form: FormObject, name: string): string[] {
  return (optionalArray(form, name) ?? []).map((item) => {
    if (typeof item !== "string") throw invalidParameter(name, `Invalid array: ${name} must hold strings.`);
    return item;
  });
}

/** Metadata merges into `current`; an empty value removes its key, as in Stripe. */
export function mergeMetadata(
  current: Record<string, string>,
  form: FormObject,
  name = "metadata",
): Record<string, string> {
  if (form[name] === "") return {};
  const update = optionalObject(form, name);
  if (!update) return current;
  const next = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (typeof value !== "string") throw invalidParameter(`${name}[${key}]`, "Metadata values must be strings.");
    if (value === "") delete next[key];
    else next[key] = value;
  }
  return next;
}
