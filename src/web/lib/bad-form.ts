// An action route's answer to a form it cannot read (decision 067): a mistake of the page, not of
// the member, so it is a bad request that names what was sent and what the action takes, and
// nothing goes to the server.

export function badForm(action: string, intent: FormDataEntryValue | null, intents: readonly string[]): Response {
  const message = intents.some((i) => i === intent)
    ? `The ${action} action cannot read the fields of its "${String(intent)}" form.`
    : `The ${action} action does not know ${typeof intent === "string" ? `the intent "${intent}"` : "a form without an intent"}; it takes ${intents.join(", ")}.`;
  return new Response(message, { status: 400, statusText: "Bad Request" });
}
