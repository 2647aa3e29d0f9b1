// The words of spec sections 5 and 8, shared by the server's answers and the browser's forms.
// They are requirements word for word: change them only together with the spec. The last
// few (field messages the spec does not word) are ours.

export const MESSAGES = {
  inputRequired: "Input required.",
  invalidEmail: "Not a valid email address.",
  passwordTooShort: "Minimum password length of 6.",
  passwordTooLong: "Maximum password length of 128.",
  passwordsDoNotMatch: "Passwords do not match!",
  resetTokenMissing: "Reset password token missing",
  signInFailed: "Failed to sign in!",
  signUpFailed: "Failed to sign up!",
  setPasswordFailed: "Failed to set password!",
  signOutFailed: "Could not sign out. Please refresh the page and try again.",
  requestTimedOut: "Request timed out. Please try again. If it still doesn't work, please contact us.",
  invalidOptinResponse: "Invalid response from server!",
  unknownErrorFallback: "Unknown error has occured!",
  emailTaken: "has already been taken",
  tokenInvalid: "is invalid or has expired",
  currentPasswordIncorrect: "is not correct",
  sameEmail: "is already your address",
} as const;

export const SUPPORT_EMAIL = "support@openzen.example";

/** Spec 8: 'Unknown error. Please refresh the page and try again or email {email}'. */
export function unknownErrorMessage(email = SUPPORT_EMAIL): string {
  return `Unknown error. Please refresh the page and try again or email ${email}`;
}

/** Spec 5: server field errors are shown as the field's label followed by each message. */
export const FIELD_LABELS: Record<string, string> = {
  password: "Password",
  email: "Email",
  password_confirmation: "Repeated password",
  reset_password_token: "Password Token",
  current_password: "Current password",
};

/** Field errors as the spec shows them: 'Label message. message'. */
export function fieldErrorText(field: string, messages: readonly string[]): string {
  const label = FIELD_LABELS[field] ?? field;
  return `${label} ${messages.join(". ")}`;
}

export type MessageKey = keyof typeof MESSAGES;

/** The key of one of the messages above, to name it in a link (see server routes/users/respond.ts). */
export function messageKey(message: string): MessageKey | undefined {
  return (Object.keys(MESSAGES) as MessageKey[]).find((key) => MESSAGES[key] === message);
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/**
 * The messages of the account error codes (the server's registry, src/server/errors.ts, takes
 * them from here), so that a page reached without JavaScript can show `?error=CODE`.
 */
export const AUTH_ERROR_MESSAGES = {
  SIGN_IN_INVALID: MESSAGES.signInFailed,
  INVALID_CREDENTIALS: "Invalid email or password.",
  SIGN_UP_INVALID: MESSAGES.signUpFailed,
  EMAIL_TAKEN: MESSAGES.signUpFailed,
  PASSWORD_RESET_INVALID: "Failed to send the reset email!",
  SET_PASSWORD_INVALID: MESSAGES.setPasswordFailed,
  RESET_TOKEN_INVALID: MESSAGES.setPasswordFailed,
  CONFIRMATION_REQUEST_INVALID: "Failed to send the confirmation email!",
  CONFIRMATION_TOKEN_INVALID: "This confirmation link is invalid or has expired. Request a new one below.",
  AUTH_RATE_LIMITED: "Too many attempts. Please wait a while and try again.",
  SIGN_IN_REQUIRED: "Please sign in first.",
  PASSWORD_INCORRECT: "Your current password is not correct.",
  SETTINGS_INVALID: "Failed to save your settings!",
  GOOGLE_SIGN_IN_FAILED: "Google sign-in did not complete. Please try again.",
  GOOGLE_SIGN_IN_UNAVAILABLE: "Google sign-in is not configured.",
  CSRF_TOKEN_INVALID: "Your session has expired or the form is out of date. Please refresh the page and try again.",
} as const;
export type AuthErrorCode = keyof typeof AUTH_ERROR_MESSAGES;

export function authErrorMessage(code: string | null): string | null {
  if (!code) return null;
  return Object.hasOwn(AUTH_ERROR_MESSAGES, code) ? AUTH_ERROR_MESSAGES[code as AuthErrorCode] : unknownErrorMessage();
}
