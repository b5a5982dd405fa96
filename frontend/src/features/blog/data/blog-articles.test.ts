import { describe, expect, it } from 'vitest';
import { blogArticles, findBlogArticle } from './blog-articles';

describe('blog articles', () => {
  it('are the five articles of the specification, in order, with their categories', () => {
    expect(blogArticles.map((article) => [article.id, article.category])).toEqual([
      ['beste-doener-berlin', 'Gastronomie'],
      ['groesstes-museum-muenchen', 'Kultur'],
      ['seo-branchenbuch-marketing', 'Marketing'],
      ['hamburg-speicherstadt-guide', 'Wirtschaft'],
      ['koeln-startup-szene', 'Startup'],
    ]);
  });

  it.each(blogArticles.map((article) => [article.id, article]))('%s is a real article', (_id, article) => {
    expect(article.content.split(/\s+/).length).toBeGreaterThanOrEqual(400);
    expect(article.readTime).toMatch(/^\d+ min$/);
    expect(article.date).toMatch(/^\d{1,2}\. [A-ZÄÖÜ][a-zäöü]+ \d{4}$/);
    expect(article.title.length).toBeGreaterThan(10);
    expect(article.excerpt.length).toBeGreaterThan(20);
    expect(article.author).not.toBe('');
  });

  it('finds articles by slug and nothing for the home teaser that has none', () => {
    expect(findBlogArticle('koeln-startup-szene')?.category).toBe('Startup');
    expect(findBlogArticle('beste-kinos-dresden')).toBeUndefined();
  });
});
