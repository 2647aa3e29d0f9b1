import { copyFile, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileTier, clearFileTier, type FileTierCodec } from "./file-tier";
import { fill, fillGzip, makeTemplate, PLACEHOLDER } from "./page-template";
import { templateCodec } from "./template-codec";
import { priceAnswer, priceAnswerCodec } from "../routes/companies/price-answers";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

// The kept answers a server's processes share through files (decision 030, third pass).

const text: FileTierCodec<string> = {
  encode: (value) => Buffer.from(value, "utf8"),
  decode: (bytes) => bytes.toString("utf8"),
};

describe("the shared file tier", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "oz-tier-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("gives another process's tier what one wrote, under the same version only", async () => {
    const writer = new FileTier({ dir, maxBytes: 1e6, codec: text });
    const reader = new FileTier({ dir, maxBytes: 1e6, codec: text });
    expect(reader.get("v1", "/a")).toBeUndefined();
    await writer.put("v1", "/a", "page a");
    expect(reader.get("v1", "/a")).toBe("page a");
    expect(reader.get("v2", "/a")).toBeUndefined();
    expect(reader.get("v1", "/b")).toBeUndefined();
  });

  it("removes what older versions kept once something is written under a new one", async () => {
    const tier = new FileTier({ dir, maxBytes: 1e6, codec: text });
    await tier.put("v1", "/a", "old");
    await tier.put("v2", "/a", "new");
    expect(tier.get("v1", "/a")).toBeUndefined();
    expect(tier.get("v2", "/a")).toBe("new");
    expect(await readdir(dir)).toHaveLength(1);
  });

  it("writes no more than its bound under one version, and starts again under the next", async () => {
    const tier = new FileTier({ dir, maxBytes: 100, codec: text });
    await tier.put("v1", "/a", "x".repeat(60));
    await tier.put("v1", "/b", "y".repeat(60));
    expect(tier.get("v1", "/a")).toBe("x".repeat(60));
    expect(tier.get("v1", "/b")).toBeUndefined();
    expect(tier.writtenBytes).toBeLessThanOrEqual(100);
    await tier.put("v2", "/b", "y".repeat(60));
    expect(tier.get("v2", "/b")).toBe("y".repeat(60));
  });

  it("treats a damaged file or another key's file as a miss", async () => {
    const tier = new FileTier({ dir, maxBytes: 1e6, codec: templateCodec });
    const page = makeTemplate(200, [["content-type", "text/html"]], `<p>${PLACEHOLDER.token}</p>`, "v1");
    await tier.put("v1", "/a", page);
    const [versionDir] = await readdir(dir);
    const [file] = await readdir(path.join(dir, versionDir!));
    // Cut short: every piece's length is in the head, so a short file is no page.
    await writeFile(path.join(dir, versionDir!, file!), Buffer.from([0, 0, 0, 2, 0x2f, 0x61, 0, 0, 0, 9, 0x7b]));
    expect(tier.get("v1", "/a")).toBeUndefined();
    // Another key's whole file under this key's name (two keys of one name): not this page.
    await tier.put("v1", "/b", page);
    const files = await readdir(path.join(dir, versionDir!));
    const other = files.find((f) => f !== file)!;
    await copyFile(path.join(dir, versionDir!, other), path.join(dir, versionDir!, file!));
    expect(tier.get("v1", "/b")).toBeDefined();
    expect(tier.get("v1", "/a")).toBeUndefined();
  });

  it("keeps a page whole: read back, it fills in as the page it was", async () => {
    const tier = new FileTier({ dir, maxBytes: 1e6, codec: templateCodec });
    const body = `<html><meta content="${PLACEHOLDER.token}"><script nonce="${PLACEHOLDER.nonce}"></script>${"<td>1.5</td>".repeat(2000)}</html>`;
    const page = makeTemplate(200, [["content-type", "text/html"]], body, "v1");
    await tier.put("v1", "/a", page);
    const read = tier.get("v1", "/a")!;
    const values = { token: "tok", nonce: "non" };
    expect(read.etag).toBe(page.etag);
    expect(read.headers).toEqual(page.headers);
    expect(fill(read, values).toString()).toBe(fill(page, values).toString());
    expect(gunzipSync(fillGzip(read, values)).toString()).toBe(fill(page, values).toString());
  });

  it("keeps a price answer in both its encodings", async () => {
    const tier = new FileTier({ dir, maxBytes: 1e6, codec: priceAnswerCodec });
    const json = JSON.stringify({ companyId: 7, close: Array.from({ length: 500 }, (_, i) => i / 3) });
    await tier.put("v1", "7", priceAnswer(json));
    const read = tier.get("v1", "7")!;
    expect(brotliDecompressSync(read.br).toString()).toBe(json);
    expect(gunzipSync(read.gzip).toString()).toBe(json);
  });

  it("is emptied whole when a server starts", async () => {
    const tier = new FileTier({ dir, maxBytes: 1e6, codec: text });
    await tier.put("v1", "/a", "page a");
    await clearFileTier(dir);
    expect(tier.get("v1", "/a")).toBeUndefined();
  });
});
