import type { FastifyReply, FastifyRequest } from "fastify";
import { messageKey } from "../../../domain/auth/messages";
import { AppError } from "../../errors";
import { isFormPost } from "../../plugins/security";

// The account routes answer two kinds of client: the dialogs (JSON, spec section 7) and the
// full pages' plain HTML forms, which work without JavaScript. A form gets a 303 redirect: on
// success to where the user goes next, on a client error back to its page with the error
// code, which the page turns into the message (never the message itself, so a link cannot
// make our page say anything).

export interface Outcome<T> {
  json: T;
  /** Where a form post goes on success. */
  redirect: string;
}

export async function answer<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  formPage: string,
  run: () => Promise<Outcome<T>>,
): Promise<T | undefined> {
  if (!isFormPost(request)) return (await run()).json;
  try {
    const outcome = await run();
    reply.redirect(outcome.redirect, 303);
    return undefined;
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      const query = new URLSearchParams({ error: error.code });
      for (const [field, messages] of Object.entries(error.fieldErrors ?? {})) {
        for (const message of messages) {
          const key = messageKey(message);
          if (key) query.append(`e_${field}`, key);
        }
      }
      if (error.headers?.["retry-after"]) reply.header("retry-after", error.headers["retry-after"]);
      reply.redirect(`${formPage}?${query.toString()}`, 303);
      return undefined;
    }
    throw error;
  }
}
