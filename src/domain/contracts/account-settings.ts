/** What the settings page shows about the signed-in account (spec 2.3 /users/settings). */
export interface AccountSettings {
  email: string;
  /** Accounts made through Google or the email-capture tool may have no password yet. */
  hasPassword: boolean;
  newsletterOptIn: boolean;
  /** A changed address waiting for its confirmation link to be followed. */
  pendingEmail: string | null;
}
