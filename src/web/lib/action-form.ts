import { useCallback, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

// The one way data changes (decision 067), as the features' stores use it: a change is a form
// named by its intent, which a fetcher sends to the feature's action route; the store hears every
// answer once, to show a refusal, and the control may hear it too (the new row of a create, say).

/** The form of one change; a list is sent as the field repeated. */
export function actionForm(intent: string, fields: object): FormData {
  const form = new FormData();
  form.set("intent", intent);
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? (value as unknown[]) : [value]) form.append(name, String(one));
  }
  return form;
}

/**
 * A fetcher for one feature's forms: `send` posts one to `action`; `settled` (the store) and
 * `onAnswer` hear each answer once. A `key` shares the fetcher with every control of the same
 * change, so that a second click replaces the first instead of racing it. `flushSync` is for a
 * controlled input (a checkbox, a select): it must show the form's value in the same frame, or
 * React puts the old one back until the router's update comes.
 */
export function useActionForm<R extends object>(
  action: string,
  settled: (result: R) => void,
  key?: string,
  onAnswer?: (result: R) => void,
) {
  const fetcher = useFetcher<R>(key === undefined ? undefined : { key });
  // A clientAction's answer comes as it was returned, not serialized: it is the R it made.
  const result = (fetcher.state === "idle" ? fetcher.data : undefined) as R | undefined;
  const heard = useRef<{ result?: R; onAnswer?: typeof onAnswer }>({});
  useEffect(() => {
    heard.current.onAnswer = onAnswer;
  });
  useEffect(() => {
    if (!result || heard.current.result === result) return;
    heard.current.result = result;
    settled(result);
    heard.current.onAnswer?.(result);
  }, [result, settled]);
  const { submit } = fetcher;
  const send = useCallback(
    (form: FormData, options?: { flushSync?: boolean }) => void submit(form, { method: "post", action, ...options }),
    [submit, action],
  );
  return { send, busy: fetcher.state !== "idle", fetcher };
}
