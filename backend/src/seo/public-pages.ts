import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/**
 * The public pages that are neither a business nor a blog article, as the route table names them
 * (frontend/src/config/paths.ts). Not the entry form (noindex by the specification), the edit
 * pages or the admin area.
 */
export const STATIC_PAGES = [
  '/',
  '/search',
  '/blog',
  '/preise',
  '/kontakt',
  '/impressum',
  '/datenschutz',
  '/agb',
] as const;

/** Pages a crawler should not fetch; the admin area is left out so that its path stays unnamed. */
export const DISALLOWED_PAGES = ['/secret-business-entry-form', '/business/*/edit'] as const;

/** A published blog article: its slug (`/blog/{slug}`) and day of publication (`YYYY-MM-DD`). */
export interface PublishedArticle {
  slug: string;
  published: string;
}

/**
 * The one list of blog articles, which the frontend's blog reads too. Beside the compiled server
 * at the same depth as beside its source, so both find it; the Docker image copies it.
 */
const BLOG_ARTICLES_FILE = resolve(__dirname, '../../../frontend/src/features/blog/data/blog-articles.json');

function isPublishedArticle(value: unknown): value is PublishedArticle {
  const article = value as Partial<Record<keyof PublishedArticle, unknown>> | null;
  return (
    typeof article?.slug === 'string' &&
    typeof article.published === 'string' &&
    /^\d{4}-\d{2}-\d{2}$/.test(article.published)
  );
}

let blogArticles: readonly PublishedArticle[] | undefined;

/** The published blog articles, read once. */
export function publishedBlogArticles(): readonly PublishedArticle[] {
  if (blogArticles !== undefined) return blogArticles;
  const list: unknown = JSON.parse(readFileSync(BLOG_ARTICLES_FILE, 'utf8'));
  if (!Array.isArray(list) || !list.every(isPublishedArticle)) {
    throw new Error(`${BLOG_ARTICLES_FILE}: expected [{ slug, published: "YYYY-MM-DD" }, …]`);
  }
  blogArticles = list;
  return blogArticles;
}
