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
    title: 'Das Deutsche Museum: Münchens größtes Museum entdecken',
    excerpt: 'Technik zum Anfassen auf der Museumsinsel – Tipps für Ihren Besuch im größten Museum der Stadt.',
    category: 'Kultur',
    date: '3. Februar 2026',
  },
  {
    slug: 'seo-branchenbuch-marketing',
    title: 'Lokales SEO: Wie ein Branchenbucheintrag Ihr Marketing stärkt',
    excerpt: 'Wie ein vollständiger Eintrag Ihrem Unternehmen hilft, in der lokalen Suche gefunden zu werden.',
    category: 'Marketing',
    date: '24. Februar 2026',
  },
];
