import { Link } from 'react-router-dom';
import { PageHeading } from '@/components/ui/page-heading';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/use-document-meta';
import { ArticleMeta, CategoryBadge } from './components/article-meta';
import { blogArticles } from './data/blog-articles';

export default function BlogListPage() {
  useDocumentMeta({
    title: 'Unser Blog',
    description:
      'Ratgeber und Geschichten aus dem Branchenbuch: lokale Tipps für Berlin, München, Hamburg und Köln sowie Marketingwissen für Unternehmen.',
  });

  return (
    <>
      <PageHeading title="Unser Blog">
        Tipps für Ihre Stadt, Hintergründe aus der Wirtschaft und Wissen rund um lokales Marketing.
      </PageHeading>
      <div className="mx-auto max-w-7xl px-4 pb-16 sm:px-6 lg:px-8">
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {blogArticles.map((article) => (
            <li key={article.id}>
              <article className="group relative flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
                <img
                  src={article.image}
                  alt=""
                  width={800}
                  height={450}
                  loading="lazy"
                  className="aspect-video w-full bg-slate-100 object-cover"
                />
                <div className="flex flex-1 flex-col gap-3 p-6">
                  <div>
                    <CategoryBadge category={article.category} />
                  </div>
                  <h2 className="text-xl font-semibold leading-snug text-slate-900">
                    <Link
                      to={paths.blogArticle(article.id)}
                      className="after:absolute after:inset-0 after:content-[''] group-hover:text-blue-800 focus-visible:outline-none"
                    >
                      {article.title}
                    </Link>
                  </h2>
                  <p className="flex-1 text-slate-600">{article.excerpt}</p>
                  <ArticleMeta author={article.author} date={article.date} readTime={article.readTime} />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
