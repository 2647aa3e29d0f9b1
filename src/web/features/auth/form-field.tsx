import type { InputHTMLAttributes } from "react";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "../../../domain/auth/constants";
import { fieldErrorText } from "../../../domain/auth/messages";
import type { FieldErrors } from "../../../domain/auth/validation";

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  /** The field's key in the spec's error map (email, password...). */
  field: string;
  label: string;
  errors?: string[];
  idPrefix: string;
}

/** A labelled input with its messages, shown as the spec words them: label plus messages. */
export function FormField({ field, label, errors, idPrefix, ...input }: Props) {
  const id = `${idPrefix}-${field}`;
  const errorId = `${id}-error`;
  const invalid = errors !== undefined && errors.length > 0;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        className="block w-full rounded-md border border-slate-300 px-3 py-2 text-slate-900 focus-visible:outline-2 focus-visible:outline-emerald-600 aria-invalid:border-red-600"
        {...input}
      />
      {invalid ? (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-300">
          {fieldErrorText(field, errors)}
        </p>
      ) : null}
    </div>
  );
}

/** The account's email address, as every form that asks for one names and checks it. */
export function EmailField({
  idPrefix,
  errors,
  label = "Email",
}: {
  idPrefix: string;
  errors?: string[];
  label?: string;
}) {
  return (
    <FormField
      idPrefix={idPrefix}
      field="email"
      label={label}
      name="user[email]"
      type="email"
      autoComplete="email"
      required
      errors={errors}
    />
  );
}

/** The new password typed again, as the set-password and settings forms ask for it. */
export function RepeatedPasswordField({ idPrefix, errors }: { idPrefix: string; errors?: string[] }) {
  return (
    <FormField
      idPrefix={idPrefix}
      field="password_confirmation"
      label="Repeated password"
      name="user[password_confirmation]"
      type="password"
      autoComplete="new-password"
      required
      errors={errors}
    />
  );
}

/** The email and password of the sign-in and sign-up forms. */
export function CredentialFields({
  idPrefix,
  errors,
  passwordAutoComplete,
}: {
  idPrefix: string;
  errors: FieldErrors;
  passwordAutoComplete: "current-password" | "new-password";
}) {
  return (
    <>
      <EmailField idPrefix={idPrefix} errors={errors.email} />
      <PasswordField idPrefix={idPrefix} errors={errors} autoComplete={passwordAutoComplete} />
    </>
  );
}

/** The password field, with the spec's length limits. */
export function PasswordField({
  idPrefix,
  errors,
  autoComplete,
}: {
  idPrefix: string;
  errors: FieldErrors;
  autoComplete: "current-password" | "new-password";
}) {
  return (
    <FormField
      idPrefix={idPrefix}
      field="password"
      label="Password"
      name="user[password]"
      type="password"
      autoComplete={autoComplete}
      required
      minLength={PASSWORD_MIN_LENGTH}
      maxLength={PASSWORD_MAX_LENGTH}
      errors={errors.password}
    />
  );
}

export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
      {message}
    </p>
  );
}
