import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/render-app';
import BlogArticlePage from './blog-article-page';
import BlogListPage from './blog-list-page';
import { blogArticles } from './data/blog-articles';

const routes = [
  { path: '/blog', element: <BlogListPage /> },
  { path: '/blog/:slug', element: <BlogArticlePage /> },
  { path: '/kontakt', element: <h1>Kontakt</h1> },
];

describe('blog pages', () => {
  it('lists every article as a card linking to its page', () => {
    renderRoutes(routes, '/blog');
    expect(screen.getByRole('heading', { level: 1, name: 'Unser Blog' })).toBeInTheDocument();
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    cards.forEach((card, index) => {
      const article = blogArticles[index];
      const link = within(card).getByRole('link', { name: article.title });
      expect(link).toHaveAttribute('href', `/blog/${article.id}`);
      expect(card).toHaveTextContent(article.category);
      expect(card).toHaveTextContent(article.excerpt);
      expect(card).toHaveTextContent(article.author);
      expect(card).toHaveTextContent(article.date);
      expect(card).toHaveTextContent(`${article.readTime} Lesezeit`);
      expect(card.querySelector('img')).toHaveAttribute('src', article.image);
    });
  });

  it.each(blogArticles.map((article) => [article.id, article]))(
    'renders %s with its markup as elements',
    (id, article) => {
      const { container } = renderRoutes(routes, `/blog/${id}`);
      expect(screen.getByRole('heading', { level: 1, name: article.title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Zurück zum Blog' })).toHaveAttribute('href', '/blog');
      expect(screen.getByRole('img', { name: `Illustration zum Artikel „${article.title}“` })).toBeInTheDocument();
      expect(container.querySelectorAll('article strong').length).toBeGreaterThan(0);
      expect(container.querySelectorAll('article ul li').length).toBeGreaterThan(0);
      expect(container.querySelector('article')).not.toHaveTextContent('**');
      expect(screen.getByRole('link', { name: 'Jetzt kostenlos beraten lassen' })).toHaveAttribute('href', '/kontakt');
    },
  );

  it('shows “Artikel nicht gefunden” for an unknown slug', () => {
    renderRoutes(routes, '/blog/beste-kinos-dresden');
    expect(screen.getByRole('heading', { level: 1, name: 'Artikel nicht gefunden' })).toBeInTheDocument();
    expect(screen.getByText('Der gesuchte Blog-Artikel existiert nicht.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Blog' })).toHaveAttribute('href', '/blog');
  });
});
