export interface BlogTeaser {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  date: string;
}

/**
 * The home page's three static teasers. As the specification states, the first slug is not
 * among the blog's articles, so that teaser leads to 'Artikel nicht gefunden'.
 */
export const blogTeasers: BlogTeaser[] = [
  {
    slug: 'beste-kinos-dresden',
    title: 'Die schönsten Kinos in Dresden',
    excerpt: 'Vom Programmkino in der Neustadt bis zum großen Filmpalast: Wo Filmabende in Dresden besonders gelingen.',
    category: 'Freizeit',
    date: '12. Februar 2026',
  },
  {
    slug: 'groesstes-museum-muenchen',
    title: 'Das größte Museum Münchens: Ein Besuch im Deutschen Museum',
    excerpt: 'Technik zum Anfassen auf der Museumsinsel – Tipps für Ihren Besuch im größten Museum der Stadt.',
    category: 'Kultur',
    date: '3. März 2026',
  },
  {
    slug: 'seo-branchenbuch-marketing',
    title: 'Lokales Marketing: Warum ein Branchenbucheintrag für Ihre Sichtbarkeit zählt',
    excerpt: 'Wie ein vollständiger Eintrag Ihrem Unternehmen hilft, in der lokalen Suche gefunden zu werden.',
    category: 'Marketing',
    date: '18. März 2026',
  },
];
