import type { FastifyInstance } from "fastify";
import { csrfPair } from "./app";
import type { SignedInUser } from "./fixtures";

// A JSON API call as the browser makes it (spec 7): the member's session cookie (none for a
// guest), the anti-forgery pair, and the body as JSON.

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export function jsonCaller(app: () => FastifyInstance) {
  return async (method: Method, url: string, user: SignedInUser | null, payload?: unknown) => {
    const pair = await csrfPair(app(), user?.cookie ?? "");
    return app().inject({
      method,
      url,
      headers: {
        cookie: pair.cookie,
        "x-csrf-token": pair.token,
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  };
}

/** The error of an error answer: its stable code and message. */
export const errorOf = (res: { json: <T>() => T }) => res.json<{ error: { code: string; message: string } }>().error;
