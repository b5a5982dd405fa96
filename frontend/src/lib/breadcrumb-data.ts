import type { BreadcrumbList, WithContext } from 'schema-dts';

/** schema.org `BreadcrumbList` for the trail shown above a page ([name, absolute URL], the last one the page). */
export function breadcrumbData(trail: readonly (readonly [string, string])[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(([name, url], index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}
