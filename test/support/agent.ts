import type { FastifyInstance, LightMyRequestResponse } from "fastify";

// A browser in miniature for `app.inject`: it keeps cookies, carries the anti-forgery token
// the last response handed out, and can post JSON (as the dialogs do) or forms (as the pages
// do without JavaScript).

export class Agent {
  private readonly cookies = new Map<string, string>();
  private csrf: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    /** The client address the app sees; rate limits count per address. */
    readonly ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`,
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  private remember(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const expired = c.value === "" || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const token = res.headers["x-csrf-token"];
    if (typeof token === "string") this.csrf = token;
  }

  async get(url: string, accept = "text/html"): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method: "GET",
      url,
      remoteAddress: this.ip,
      headers: { accept, cookie: this.cookieHeader() },
    });
    this.remember(res);
    return res;
  }

  private async token(): Promise<string> {
    if (!this.csrf) await this.get("/");
    return this.csrf!;
  }

  async json(
    method: "POST" | "PUT" | "DELETE" | "PATCH",
    url: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    const res = await this.app.inject({
      method,
      url,
      remoteAddress: this.ip,
      headers: {
        accept: "application/json",
        ...(payload === undefined ? {} : { "content-type": "application/json" }),
        "x-csrf-token": await this.token(),
        cookie: this.cookieHeader(),
      },
      payload: payload === undefined ? undefined : typeof payload === "string" ? payload : JSON.stringify(payload),
    });
    this.remember(res);
    return res;
  }

  /** A plain HTML form post; the token travels as the hidden _csrf field. */
  async form(url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
    const body = new URLSearchParams({ ...fields, _csrf: await this.token() }).toString();
    const res = await this.app.inject({
      method: "POST",
      url,
      remoteAddress: this.ip,
      headers: {
        accept: "text/html",
        "content-type": "application/x-www-form-urlencoded",
        cookie: this.cookieHeader(),
      },
      payload: body,
    });
    this.remember(res);
    return res;
  }
}
