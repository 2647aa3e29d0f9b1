import yauzl from "yauzl";

// The SEC's bulk archives (companyfacts.zip, submissions.zip: one CIK##########.json per
// registrant, the same documents data.sec.gov serves one by one) read entry by entry from the
// downloaded file: yauzl reads the central directory and opens one entry at a time, so an
// archive of a gigabyte or more is never held in memory.

export interface BulkArchive {
  /** The entry's text, or null when the archive has no such entry. */
  read(name: string): Promise<string | null>;
  close(): void;
}

export async function openBulkArchive(file: string): Promise<BulkArchive> {
  const zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false });
  const entries = new Map<string, yauzl.Entry>();
  for await (const entry of zip.eachEntry()) entries.set(entry.fileName.replace(/^.*\//, ""), entry);
  return {
    async read(name) {
      const entry = entries.get(name);
      if (!entry) return null;
      const stream = await zip.openReadStreamPromise(entry);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString("utf8");
    },
    close: () => zip.close(),
  };
}
