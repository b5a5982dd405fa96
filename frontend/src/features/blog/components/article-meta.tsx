import { germanDateToIso } from '../utils/german-date';

/** Author, date and read time of an article. */
export function ArticleMeta({ author, date, readTime }: { author: string; date: string; readTime: string }) {
  return (
    <ul className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
      <li>
        <span className="sr-only">Autor: </span>
        {author}
      </li>
      <li>
        <span className="sr-only">Veröffentlicht am </span>
        <time dateTime={germanDateToIso(date)}>{date}</time>
      </li>
      <li>{readTime} Lesezeit</li>
    </ul>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-blue-50 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-blue-800 ring-1 ring-blue-200 ring-inset">
      {category}
    </span>
  );
}
