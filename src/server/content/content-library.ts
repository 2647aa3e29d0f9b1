import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { paths } from "../../domain/paths";
import type { ArticleBlock, AuthorRef, EditorialArticle } from "../../domain/contracts/editorial";
import { renderMarkdown } from "./markdown";

// The editorial content kept in the repository under content/: authors (content/authors/<id>.md,
// the body is the bio) and blog articles (content/blog/<slug>.md). Read and rendered once per
// process: the files change only with a release. A file with a bad front matter or an unknown
// author stops the start, so a broken article never reaches a reader.

const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const authorMatter = z.object({ name: z.string().min(1), role: z.string().min(1) }).strict();

const articleMatter = z
  .object({
    title: z.string().min(1),
    author: z.string().regex(ID),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    description: z.string().min(1),
    tags: z.array(z.string().min(1)).default([]),
  })
  .strict();

export interface Author extends AuthorRef {
  role: string;
  bio: ArticleBlock[];
}

export interface ContentLibrary {
  authors: ReadonlyMap<string, Author>;
  /** Blog articles by slug, newest first when iterated. */
  blog: ReadonlyMap<string, EditorialArticle>;
}

function markdownFiles(dir: string): { id: string; source: string; path: string }[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => {
      const id = f.slice(0, -3);
      if (!ID.test(id))
        throw new Error(`${join(dir, f)}: a content file's name is its address: lower-case words and dashes`);
      return { id, path: join(dir, f), source: readFileSync(join(dir, f), "utf8") };
    });
}

function parsed<T>(schema: z.ZodType<T>, value: unknown, path: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new Error(`${path}: front matter: ${z.prettifyError(result.error)}`);
  return result.data;
}

export function loadContentLibrary(dir: string): ContentLibrary {
  const authors = new Map<string, Author>();
  for (const file of markdownFiles(join(dir, "authors"))) {
    const { matter, blocks } = renderMarkdown(file.source, file.path);
    const m = parsed(authorMatter, matter, file.path);
    authors.set(file.id, { id: file.id, name: m.name, role: m.role, url: paths.author(file.id), bio: blocks });
  }
  const articles: EditorialArticle[] = markdownFiles(join(dir, "blog")).map((file) => {
    const { matter, blocks } = renderMarkdown(file.source, file.path);
    const m = parsed(articleMatter, matter, file.path);
    const author = authors.get(m.author);
    if (!author) throw new Error(`${file.path}: no author '${m.author}' in content/authors`);
    return {
      slug: file.id,
      url: `/blog/${file.id}`,
      title: m.title,
      description: m.description,
      date: m.date,
      tags: m.tags,
      author: { id: author.id, name: author.name, url: author.url },
      blocks,
    };
  });
  articles.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { authors, blog: new Map(articles.map((a) => [a.slug, a])) };
}

let library: ContentLibrary | undefined;

/** The repository's content (CONTENT_DIR, else ./content), loaded on first use. */
export function contentLibrary(): ContentLibrary {
  return (library ??= loadContentLibrary(resolve(process.env.CONTENT_DIR ?? "content")));
}
