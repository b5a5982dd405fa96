import { useEffect } from 'react';

export interface DocumentMeta {
  title: string;
  description?: string;
  /** Adds `noindex, nofollow` while the page is shown (entry form, admin). */
  noIndex?: boolean;
}

const SITE = 'Branchenbuch';

function upsertMeta(name: string, content: string): () => void {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  const created = element === null;
  const previous = element?.content;
  if (element === null) {
    element = document.createElement('meta');
    element.name = name;
    document.head.appendChild(element);
  }
  element.content = content;
  return () => {
    if (created) element.remove();
    else if (previous !== undefined) element.content = previous;
  };
}

/** Sets title and meta tags in an effect (never during render, so pages can be server-rendered later). */
export function useDocumentMeta({ title, description, noIndex = false }: DocumentMeta): void {
  useEffect(() => {
    const previousTitle = document.title;
    document.title = title === SITE ? title : `${title} | ${SITE}`;
    const restore: (() => void)[] = [];
    if (description !== undefined) restore.push(upsertMeta('description', description));
    if (noIndex) {
      restore.push(upsertMeta('robots', 'noindex, nofollow'));
      restore.push(upsertMeta('googlebot', 'noindex, nofollow'));
    }
    return () => {
      document.title = previousTitle;
      restore.reverse().forEach((undo) => undo());
    };
  }, [title, description, noIndex]);
}
