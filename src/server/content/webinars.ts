import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";

// Zen Investor's recorded sessions, listed in content/webinars/sessions.json (kept in the
// repository like the blog). No video is hosted here: each entry names its file, and the address
// is that name under WEBINAR_VIDEO_BASE_URL. A bad file stops the first read that needs it.

const webinar = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
    title: z.string().min(1),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    description: z.string().min(1),
    /** The recording's file name, relative to the configured base address. */
    video: z.string().min(1),
  })
  .strict();

export type Webinar = z.infer<typeof webinar>;

export function loadWebinars(dir: string): Webinar[] {
  const path = join(dir, "webinars", "sessions.json");
  const parsed = z.array(webinar).safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  const ids = new Set(parsed.data.map((w) => w.id));
  if (ids.size !== parsed.data.length) throw new Error(`${path}: two sessions share an id`);
  return [...parsed.data].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

let webinars: Webinar[] | undefined;

/** The sessions, newest first (CONTENT_DIR, else ./content, as the blog). */
export function webinarList(): Webinar[] {
  return (webinars ??= loadWebinars(resolve(process.env.CONTENT_DIR ?? "content")));
}

/** The recording's address under the configured base, or null when none is configured. */
export function videoUrl(base: string | undefined, w: Pick<Webinar, "video">): string | null {
  if (!base) return null;
  return new URL(w.video, base.endsWith("/") ? base : `${base}/`).toString();
}
