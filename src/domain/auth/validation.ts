import { z } from "zod";
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./constants";
import { MESSAGES } from "./messages";

// The auth forms' rules (spec section 5), written once: the server parses every body with
// them and the browser checks a form with them before sending it. Errors come out as the
// spec's map of field to list of messages.

export type FieldErrors = Record<string, string[]>;

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: FieldErrors };

// A pragmatic "standard" pattern: something@something.tld, no spaces, one @.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

const missing = (input: unknown) => input === undefined || input === null;

export const emailSchema = z
  .string({ error: (issue) => (missing(issue.input) ? MESSAGES.inputRequired : MESSAGES.invalidEmail) })
  .trim()
  .min(1, { error: MESSAGES.inputRequired, abort: true })
  .max(EMAIL_MAX_LENGTH, { error: MESSAGES.invalidEmail, abort: true })
  .regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail });

export const passwordSchema = z
  .string({ error: (issue) => (missing(issue.input) ? MESSAGES.inputRequired : "Password is not valid") })
  .min(1, { error: MESSAGES.inputRequired, abort: true })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(PASSWORD_MAX_LENGTH, { error: MESSAGES.passwordTooLong });

/** Form and JSON bodies nest the fields under `user`; anything else reads as empty fields. */
function userFields(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null) return {};
  const user = (body as Record<string, unknown>).user;
  return typeof user === "object" && user !== null && !Array.isArray(user) ? (user as Record<string, unknown>) : {};
}

function toFieldErrors(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "user");
    const list = (errors[field] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return errors;
}

function parseWith<T>(schema: z.ZodType<T>, body: unknown): Parsed<T> {
  const result = schema.safeParse(userFields(body));
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: toFieldErrors(result.error) };
}

/** remember_me arrives as '1' from the dialog; a checked form box sends '1' or 'on'. */
const rememberMe = z
  .unknown()
  .optional()
  .transform((v) => v === "1" || v === 1 || v === true || v === "on" || v === "true");

const optionalText = (max: number) =>
  z
    .unknown()
    .optional()
    .transform((v) =>
      typeof v === "string" && v.trim() !== "" ? v.trim().slice(0, max) : typeof v === "number" ? String(v) : undefined,
    );

const signInSchema = z.object({ email: emailSchema, password: passwordSchema, remember_me: rememberMe });
export type SignInInput = z.infer<typeof signInSchema>;
export const parseSignIn = (body: unknown) => parseWith(signInSchema, body);

/** A ticked box sends '1' or 'on'; JSON may send true. Anything else, or nothing, is no. */
const optIn = z
  .unknown()
  .optional()
  .transform((v) => v === true || v === "1" || v === "on" || v === "true");

/** The newsletter is opted into with a box left unticked by default. */
const signUpSchema = z.object({ email: emailSchema, password: passwordSchema, newsletter_opt_in: optIn });
export type SignUpInput = z.infer<typeof signUpSchema>;
export const parseSignUp = (body: unknown) => parseWith(signUpSchema, body);

/** Sign-up through the email-capture tool: an address and the campaign, no password. */
const optinSchema = z.object({ email: emailSchema, optinmonster_campaign_id: optionalText(100) });
export type OptinInput = z.infer<typeof optinSchema>;
export const parseOptin = (body: unknown) => parseWith(optinSchema, body);

/** Whether a sign-up body is the email-capture variant. */
export function isOptinSignUp(body: unknown): boolean {
  const user = userFields(body);
  return user.optinmonster_campaign_id !== undefined && user.password === undefined;
}

const emailOnlySchema = z.object({ email: emailSchema });
export const parseEmailOnly = (body: unknown) => parseWith(emailOnlySchema, body);

/**
 * Both new-password fields must agree; when they differ both show the spec's message, even
 * if other fields failed too (an object refinement alone would be skipped then).
 */
function withMatchingPasswords<T>(schema: z.ZodType<T>, body: unknown): Parsed<T> {
  const parsed = parseWith(schema, body);
  const user = userFields(body);
  if (
    typeof user.password !== "string" ||
    typeof user.password_confirmation !== "string" ||
    user.password === user.password_confirmation
  ) {
    return parsed;
  }
  const errors: FieldErrors = parsed.ok ? {} : parsed.errors;
  for (const field of ["password", "password_confirmation"]) {
    const list = (errors[field] ??= []);
    if (!list.includes(MESSAGES.passwordsDoNotMatch)) list.push(MESSAGES.passwordsDoNotMatch);
  }
  return { ok: false, errors };
}

const setPasswordSchema = z.object({
  reset_password_token: z
    .string({ error: MESSAGES.resetTokenMissing })
    .trim()
    .min(1, { error: MESSAGES.resetTokenMissing, abort: true })
    .max(200, { error: MESSAGES.resetTokenMissing }),
  password: passwordSchema,
  password_confirmation: passwordSchema,
});
export type SetPasswordInput = z.infer<typeof setPasswordSchema>;
export const parseSetPassword = (body: unknown) => withMatchingPasswords(setPasswordSchema, body);

/** A new password from the settings page (the current one is checked separately, when there is one). */
const newPasswordSchema = z.object({ password: passwordSchema, password_confirmation: passwordSchema });
export type NewPasswordInput = z.infer<typeof newPasswordSchema>;
export const parseNewPassword = (body: unknown) => withMatchingPasswords(newPasswordSchema, body);

/** The current password, as typed; empty when the field is missing or not text. */
export function currentPasswordOf(body: unknown): string {
  const value = userFields(body).current_password;
  return typeof value === "string" ? value.slice(0, 1024) : "";
}

const preferencesSchema = z.object({ newsletter_opt_in: optIn });
export const parsePreferences = (body: unknown) => parseWith(preferencesSchema, body);

const signUpContext = z
  .unknown()
  .optional()
  .transform((v) => (typeof v === "string" && v.length <= 40 && /^[a-z-]+$/.test(v) ? v : undefined));
/** The auth workflow a sign-up reports as `context` (a short word, or nothing). */
export function parseContext(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  return signUpContext.parse((body as Record<string, unknown>).context);
}
