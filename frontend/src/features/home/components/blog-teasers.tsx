import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { BlogTeaser } from '../data/blog-teasers';
import { HomeSection } from './home-section';

export function BlogTeasers({ teasers }: { teasers: readonly BlogTeaser[] }) {
  return (
    <HomeSection
      titleId="blog-titel"
      title="Aus unserem Blog"
      intro="Tipps, Stadtführer und Ratgeber rund um lokale Unternehmen."
      className="bg-white"
      keep={{ data: teasers }}
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {teasers.map((teaser) => (
          <li key={teaser.slug}>
            <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
              <p className="text-xs font-semibold uppercase tracking-wide text-blue-700">{teaser.category}</p>
              <h3 className="mt-2 text-lg font-semibold text-slate-900">
                <Link to={paths.blogArticle(teaser.slug)} className="hover:text-blue-700 hover:underline">
                  {teaser.title}
                </Link>
              </h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{teaser.excerpt}</p>
              <p className="mt-4 text-xs text-slate-600">{teaser.date}</p>
            </article>
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <Link
          to={paths.blog}
          className="inline-flex rounded-lg border border-blue-700 px-5 py-2.5 text-sm font-semibold text-blue-700 hover:bg-blue-50"
        >
          Alle Artikel im Blog
        </Link>
      </div>
    </HomeSection>
  );
}
