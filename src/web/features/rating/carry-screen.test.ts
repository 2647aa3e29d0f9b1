import { describe, expect, it } from "vitest";
import { carriedScreen, groupLink } from "./carry-screen";

describe("the screen a ranking page carries into a group", () => {
  it("keeps the screener's parameters in their order, spelled as the screener spells them", () => {
    expect(carriedScreen("?t=4&f[pe]=,20&s=pe&sd=asc", "sector")).toBe("t=4&f[pe]=,20&s=pe&sd=asc");
    expect(carriedScreen("t=4&f%5Bpe%5D=%2C20&f[ex]=NYSE%2CNASDAQ", "industry")).toBe(
      "t=4&f[pe]=,20&f[ex]=NYSE,NASDAQ",
    );
    expect(carriedScreen("?f[mcap]=1e9,&s=a+b", "sector")).toBe("f[mcap]=1e9,&s=a%20b");
  });

  it("leaves out the page number, the group's own filter and what is not the screener's", () => {
    expect(carriedScreen("?utm_source=mail&t=8&p=3&f[sid]=10&f[iid]=137&f[dy]=2,", "sector")).toBe(
      "t=8&f[iid]=137&f[dy]=2,",
    );
    expect(carriedScreen("?t=8&p=3&f[sid]=10&f%5Biid%5D=137", "industry")).toBe("t=8&f[sid]=10");
    expect(carriedScreen("", "sector")).toBe("");
    expect(carriedScreen("?p=2", "sector")).toBe("");
  });

  it("links to the group's screener when there is a screen, else to the plain page", () => {
    expect(groupLink("/sectors/technology", "t=4")).toBe("/sectors/technology?t=4#screen");
    expect(groupLink("/sectors/technology", "")).toBe("/sectors/technology");
  });
});
