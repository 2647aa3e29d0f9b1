import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { hydrateLater, laterPartsLoaded } from "./hydrate-later";

// On the server (vitest runs the server's side), a part renders itself in place once its code is
// loaded: the server entry waits for laterPartsLoaded before rendering, so the HTML never holds
// the fallback. The browser's side (a lazy component in the same boundary) is the e2e tests'.

function Greeting({ name }: { name: string }) {
  return <p>Hello, {name}</p>;
}

describe("hydrateLater on the server", () => {
  it("renders the part itself, inside a Suspense boundary, once laterPartsLoaded has settled", async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const Later = hydrateLater(() => gate.then(() => Greeting), <p>loading</p>);
    // Before its code is loaded the server would render the fallback: the entry waits instead.
    expect(renderToStaticMarkup(<Later name="Ada" />)).toBe("<p>loading</p>");
    let settled = false;
    const waiting = laterPartsLoaded().then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    release();
    await waiting;
    expect(renderToStaticMarkup(<Later name="Ada" />)).toBe("<p>Hello, Ada</p>");
    // The boundary's markers are in the HTML, where the browser's lazy part hydrates.
    expect(renderToString(<Later name="Ada" />)).toBe("<!--$--><p>Hello, <!-- -->Ada</p><!--/$-->");
  });
});
