import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { Thing, WithContext } from 'schema-dts';

export interface DocumentMeta {
  title: string;
  description?: string;
  /** Adds `noindex, nofollow` while the page is shown (entry form, edit page, admin, error pages). */
  noIndex?: boolean;
  /** The canonical path and query ('/search?city=Berlin'); the current path without its query by default. */
  canonicalPath?: string;
  /** An absolute or site-relative image for link previews (OpenGraph, Twitter). */
  image?: string;
  /** OpenGraph type: 'website' by default, 'article' for blog articles, 'business.business' for entries. */
  type?: 'website' | 'article' | 'business.business';
  /** Structured data (schema.org), written as JSON-LD into the head. */
  jsonLd?: WithContext<Thing>[];
  /** The HTTP status the server answers with while this page is shown (404 for "nicht gefunden"). */
  status?: number;
}

export const SITE_NAME = 'Branchenbuch';

export function fullTitle(title: string): string {
  return title === SITE_NAME ? title : `${title} | ${SITE_NAME}`;
}

/** Collects the page's meta data while the server renders (the last page to call `useDocumentMeta` wins). */
export class HeadCollector {
  private collected: DocumentMeta | undefined;

  get meta(): DocumentMeta | undefined {
    return this.collected;
  }

  /** Called while rendering (server only): the page rendered last, the innermost one, wins. */
  collect(meta: DocumentMeta): void {
    this.collected = meta;
  }

  /** The public origin (PUBLIC_BASE_URL) that canonical URLs and structured data name. */
  constructor(readonly baseUrl: string) {}
}

const HeadContext = createContext<HeadCollector | null>(null);

export function HeadProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return createElement(HeadContext.Provider, { value: collector }, children);
}

/** Absolute URLs for structured data: the configured public origin on the server, the page's own in the browser. */
export function useAbsoluteUrl(): (path: string) => string {
  const collector = useContext(HeadContext);
  const base = collector?.baseUrl ?? (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);
  return (path) => new URL(path, base).toString();
}

/** '<' inside a JSON-LD script would let a business name close the script element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function absolute(baseUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, baseUrl).toString();
}

interface HeadTag {
  kind: 'meta-name' | 'meta-property' | 'link';
  key: string;
  value: string;
}

/** The tags a page's meta data stands for, in the order they are written into the head. */
function headTags(meta: DocumentMeta, baseUrl: string, path: string): HeadTag[] {
  const title = fullTitle(meta.title);
  const canonical = absolute(baseUrl, meta.canonicalPath ?? path);
  const tags: HeadTag[] = [];
  if (meta.description !== undefined) tags.push({ kind: 'meta-name', key: 'description', value: meta.description });
  if (meta.noIndex === true) tags.push({ kind: 'meta-name', key: 'robots', value: 'noindex, nofollow' });
  else tags.push({ kind: 'link', key: 'canonical', value: canonical });
  tags.push(
    { kind: 'meta-property', key: 'og:site_name', value: SITE_NAME },
    { kind: 'meta-property', key: 'og:locale', value: 'de_DE' },
    { kind: 'meta-property', key: 'og:type', value: meta.type ?? 'website' },
    { kind: 'meta-property', key: 'og:title', value: title },
    { kind: 'meta-property', key: 'og:url', value: canonical },
  );
  if (meta.description !== undefined) {
    tags.push({ kind: 'meta-property', key: 'og:description', value: meta.description });
  }
  if (meta.image !== undefined) {
    tags.push({ kind: 'meta-property', key: 'og:image', value: absolute(baseUrl, meta.image) });
  }
  tags.push(
    { kind: 'meta-name', key: 'twitter:card', value: meta.image !== undefined ? 'summary_large_image' : 'summary' },
    { kind: 'meta-name', key: 'twitter:title', value: title },
  );
  if (meta.description !== undefined) {
    tags.push({ kind: 'meta-name', key: 'twitter:description', value: meta.description });
  }
  if (meta.image !== undefined) {
    tags.push({ kind: 'meta-name', key: 'twitter:image', value: absolute(baseUrl, meta.image) });
  }
  return tags;
}

const JSON_LD_MARK = 'data-page-jsonld';

/** The head's HTML for the server: title, meta, canonical, OpenGraph, Twitter and JSON-LD. */
export function renderHead(meta: DocumentMeta, baseUrl: string, path: string): string {
  const parts = [`<title>${escapeAttribute(fullTitle(meta.title))}</title>`];
  for (const tag of headTags(meta, baseUrl, path)) {
    const value = escapeAttribute(tag.value);
    if (tag.kind === 'link') parts.push(`<link rel="${tag.key}" href="${value}" />`);
    else if (tag.kind === 'meta-name') parts.push(`<meta name="${tag.key}" content="${value}" />`);
    else parts.push(`<meta property="${tag.key}" content="${value}" />`);
  }
  for (const data of meta.jsonLd ?? []) {
    parts.push(`<script type="application/ld+json" ${JSON_LD_MARK}>${jsonForScript(data)}</script>`);
  }
  return parts.join('\n    ');
}

function selectorOf(tag: HeadTag): string {
  if (tag.kind === 'link') return `link[rel="${tag.key}"]`;
  return tag.kind === 'meta-name' ? `meta[name="${tag.key}"]` : `meta[property="${tag.key}"]`;
}

/** Puts the tags into the live head; returns the function that restores what was there before. */
function applyHead(meta: DocumentMeta, path: string): () => void {
  const previousTitle = document.title;
  document.title = fullTitle(meta.title);
  const restore: (() => void)[] = [];
  const tags = headTags(meta, window.location.origin, path);
  // A page without noindex must not keep the previous page's robots tag (and the other way round for canonical).
  const optional: HeadTag[] = [
    { kind: 'meta-name', key: 'robots', value: '' },
    { kind: 'link', key: 'canonical', value: '' },
    { kind: 'meta-property', key: 'og:description', value: '' },
    { kind: 'meta-property', key: 'og:image', value: '' },
    { kind: 'meta-name', key: 'twitter:description', value: '' },
    { kind: 'meta-name', key: 'twitter:image', value: '' },
  ];
  const absent = optional.filter((gone) => !tags.some((tag) => tag.key === gone.key && tag.kind === gone.kind));
  for (const tag of absent) {
    const element = document.head.querySelector(selectorOf(tag));
    if (element !== null) {
      const parent = element.parentNode;
      const next = element.nextSibling;
      element.remove();
      restore.push(() => parent?.insertBefore(element, next));
    }
  }
  for (const tag of tags) {
    let element = document.head.querySelector<HTMLElement>(selectorOf(tag));
    const created = element === null;
    const attribute = tag.kind === 'link' ? 'href' : 'content';
    const previous = element?.getAttribute(attribute) ?? null;
    if (element === null) {
      element = document.createElement(tag.kind === 'link' ? 'link' : 'meta');
      if (tag.kind === 'link') element.setAttribute('rel', tag.key);
      else element.setAttribute(tag.kind === 'meta-name' ? 'name' : 'property', tag.key);
      document.head.appendChild(element);
    }
    element.setAttribute(attribute, tag.value);
    const target = element;
    restore.push(() => {
      if (created) target.remove();
      else if (previous !== null) target.setAttribute(attribute, previous);
    });
  }
  const previousJsonLd = [...document.head.querySelectorAll(`script[${JSON_LD_MARK}]`)];
  previousJsonLd.forEach((script) => script.remove());
  const added = (meta.jsonLd ?? []).map((data) => {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.setAttribute(JSON_LD_MARK, '');
    script.textContent = JSON.stringify(data);
    document.head.appendChild(script);
    return script;
  });
  return () => {
    document.title = previousTitle;
    added.forEach((script) => script.remove());
    previousJsonLd.forEach((script) => document.head.appendChild(script));
    restore.reverse().forEach((undo) => undo());
  };
}

/**
 * The page's title, meta tags, canonical URL, link previews, structured data and HTTP status. The server
 * collects them while rendering (written into the HTML's head); the browser applies them in an effect, so
 * the tags follow client-side navigation.
 */
export function useDocumentMeta(meta: DocumentMeta): void {
  const collector = useContext(HeadContext);
  const { pathname } = useLocation();
  collector?.collect(meta);
  const key = JSON.stringify(meta);
  useEffect(() => applyHead(JSON.parse(key) as DocumentMeta, pathname), [key, pathname]);
}
