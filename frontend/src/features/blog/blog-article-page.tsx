import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { BlogPosting, WithContext } from 'schema-dts';
import { useAbsoluteUrl, useDocumentMeta } from '@/lib/use-document-meta';
import { germanDateToIso } from './utils/german-date';
import { ArticleBody } from './components/article-body';
import { ArticleMeta, CategoryBadge } from './components/article-meta';
import { findBlogArticle, type BlogArticle } from './data/blog-articles';
import { Icon } from '@/components/ui/icon';
import { LinkButton } from '@/components/ui/link-button';
import { KeepServerMarkup } from '@/components/ui/hydrate-later';

function BackArrow() {
  return (
    <Icon className="size-4" viewBox="0 0 20 20">
      <path d="M12 4 6 10l6 6" strokeLinecap="round" strokeLinejoin="round" />
    </Icon>
  );
}

function ArticleNotFound() {
  useDocumentMeta({
    title: 'Artikel nicht gefunden',
    description: 'Der gesuchte Blog-Artikel existiert nicht.',
    noIndex: true,
    status: 404,
  });
  return (
    <div className="mx-auto max-w-3xl px-4 py-20 text-center sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Artikel nicht gefunden</h1>
      <p className="mt-3 text-lg text-slate-600">Der gesuchte Blog-Artikel existiert nicht.</p>
      <LinkButton to={paths.blog} size="lg" className="mt-8">
        <BackArrow />
        Zurück zum Blog
      </LinkButton>
    </div>
  );
}

function blogPostingData(article: BlogArticle, absoluteUrl: (path: string) => string): WithContext<BlogPosting> {
  const url = absoluteUrl(paths.blogArticle(article.id));
  const published = germanDateToIso(article.date);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    headline: article.title,
    description: article.excerpt,
    image: absoluteUrl(article.image),
    author: { '@type': 'Person', name: article.author },
    publisher: { '@type': 'Organization', name: 'Branchenbuch', url: absoluteUrl(paths.home) },
    articleSection: article.category,
    inLanguage: 'de-DE',
    ...(published !== undefined && { datePublished: published }),
  };
}

function Article({ article }: { article: BlogArticle }) {
  const absoluteUrl = useAbsoluteUrl();
  useDocumentMeta({
    title: article.title,
    description: article.excerpt,
    type: 'article',
    image: article.image,
    jsonLd: [blogPostingData(article, absoluteUrl)],
  });
  // Text, a picture and links: the server's markup is kept instead of hydrated.
  return (
    <KeepServerMarkup data={article}>
      <article className="mx-auto max-w-3xl px-4 pb-16 pt-8 sm:px-6">
        <Link
          to={paths.blog}
          className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-700 hover:text-blue-900 hover:underline"
        >
          <BackArrow />
          Zurück zum Blog
        </Link>
        <header className="mt-6 space-y-4">
          <CategoryBadge category={article.category} />
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{article.title}</h1>
          <ArticleMeta author={article.author} date={article.date} readTime={article.readTime} />
        </header>
        <img
          src={article.image}
          alt={`Illustration zum Artikel „${article.title}“`}
          width={1200}
          height={675}
          className="mt-8 aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
        <div className="mt-10">
          <ArticleBody content={article.content} />
        </div>
        <aside
          aria-labelledby="artikel-cta"
          className="mt-14 rounded-2xl bg-gradient-to-br from-blue-700 to-blue-900 p-8 text-center text-white shadow-lg"
        >
          <h2 id="artikel-cta" className="text-2xl font-bold">
            Interessiert an einem Eintrag?
          </h2>
          <p className="mx-auto mt-2 max-w-xl text-blue-50">
            Machen Sie Ihr Unternehmen für Kundinnen und Kunden in Ihrer Region sichtbar. Wir beraten Sie gern
            unverbindlich.
          </p>
          <LinkButton to={paths.contact} variant="inverse" size="lg" className="mt-6">
            Jetzt kostenlos beraten lassen
          </LinkButton>
        </aside>
      </article>
    </KeepServerMarkup>
  );
}

export default function BlogArticlePage() {
  const { slug = '' } = useParams();
  const article = findBlogArticle(slug);
  return article === undefined ? <ArticleNotFound /> : <Article key={article.id} article={article} />;
}
