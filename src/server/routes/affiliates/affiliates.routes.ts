import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { DB } from "../../../db/schema";
import { recordAffiliateClick } from "../../../db/repositories/affiliate-clicks";
import { affiliateTarget, type AffiliateTable } from "../../../domain/affiliates/affiliate-links";
import { AppError } from "../../errors";

// /go/{slug}: the affiliate redirects. The address comes only from the configured table, never
// from the request; each click is logged with its time, slug, the page it came from on this site
// and the member if signed in, and nothing more.

/** The referring page as a path on this site; another site's page is kept as its origin only. */
export function referringPage(referer: string | undefined, publicUrl: string): string | null {
  if (!referer) return null;
  let url: URL;
  try {
    url = new URL(referer);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const own = new URL(publicUrl);
  const page = url.origin === own.origin ? url.pathname : url.origin;
  return page.slice(0, 500);
}

async function userIdOf(request: FastifyRequest): Promise<number | null> {
  const user = await request.currentUser();
  return user?.userId ?? null;
}

export async function affiliateRoutes(
  app: FastifyInstance,
  options: { db: Kysely<DB>; links: AffiliateTable; publicUrl: string },
) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/go/:slug",
    {
      schema: {
        tags: ["affiliates"],
        summary: "Go to a partner's offer",
        description:
          "Redirects (302) to the partner address configured for the slug (AFFILIATE_LINKS, https on AFFILIATE_HOSTS) and logs the click: time, slug, referring page, member id. An unknown slug is 404.",
        params: z.object({ slug: z.string() }),
      },
    },
    async (request, reply) => {
      const target = affiliateTarget(options.links, request.params.slug);
      if (!target) throw new AppError("NOT_FOUND", "There is no partner offer at this address.");
      await recordAffiliateClick(options.db, {
        slug: request.params.slug,
        referringPage: referringPage(request.headers.referer, options.publicUrl),
        userId: await userIdOf(request),
      });
      return reply
        .header("cache-control", "no-store")
        .header("x-robots-tag", "noindex, nofollow")
        .redirect(target, 302);
    },
  );
}
