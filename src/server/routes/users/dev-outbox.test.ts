import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Agent } from "../../../../test/support/agent";
import { createTestApp, type TestApp } from "../../../../test/support/app";

// Without SMTP_URL the mails land in the outbox table; development shows them at /dev/outbox.

describe("the development outbox", () => {
  let dev: TestApp;
  let prod: TestApp;
  beforeAll(async () => {
    dev = await createTestApp({ NODE_ENV: "development", PUBLIC_URL: "http://openzen.test" });
    prod = await createTestApp({ NODE_ENV: "production" });
  });
  afterAll(async () => {
    await dev.close();
    await prod.close();
  });

  it("keeps the confirmation mail and shows it with a working link", async () => {
    const email = `outbox-${Date.now()}@example.com`;
    const agent = new Agent(dev.app);
    expect((await agent.json("POST", "/users/sign-up", { user: { email, password: "secret-pass" } })).statusCode).toBe(
      200,
    );
    const page = await agent.get("/dev/outbox");
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("Confirm your OpenZen email address");
    expect(page.body).toContain(`To ${email}`);
    const link = /href="http:\/\/openzen\.test(\/users\/confirmation\?confirmation_token=[^"]+)"/.exec(page.body)?.[1];
    expect(link).toBeDefined();
    expect((await agent.get(link!.replace(/&amp;/g, "&"))).headers.location).toBe(
      "/users/confirmation/new?confirmed=1",
    );
  });

  it("does not exist in production", async () => {
    const res = await new Agent(prod.app).get("/dev/outbox");
    expect(res.statusCode).toBe(404);
  });
});
