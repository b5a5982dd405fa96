import { jsonForScript, renderHead } from './use-document-meta';

describe('renderHead', () => {
  it('writes title, description, canonical, OpenGraph and Twitter tags with escaped values', () => {
    const head = renderHead(
      { title: 'Café "Zur Post" & Co', description: 'Kuchen <frisch>', image: '/objects/bild.webp' },
      'https://branchenbuch.example',
      '/business/1',
    );
    expect(head).toContain('<title>Café &quot;Zur Post&quot; &amp; Co | Branchenbuch</title>');
    expect(head).toContain('<meta name="description" content="Kuchen &lt;frisch&gt;" />');
    expect(head).toContain('<link rel="canonical" href="https://branchenbuch.example/business/1" />');
    expect(head).toContain('<meta property="og:image" content="https://branchenbuch.example/objects/bild.webp" />');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(head).not.toContain('robots');
  });

  it('marks noindex pages and gives them no canonical URL', () => {
    const head = renderHead({ title: 'Eintrag bearbeiten', noIndex: true }, 'https://b.example', '/business/1/edit');
    expect(head).toContain('<meta name="robots" content="noindex, nofollow" />');
    expect(head).not.toContain('rel="canonical"');
  });

  it('keeps a business name from closing the JSON-LD script', () => {
    const name = '</script><script>alert(1)</script>';
    const head = renderHead(
      { title: 'x', jsonLd: [{ '@context': 'https://schema.org', '@type': 'LocalBusiness', name }] },
      'https://b.example',
      '/',
    );
    expect(head.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/ld\+json"[^>]*>([\s\S]*)<\/script>/.exec(head)?.[1] ?? '';
    expect((JSON.parse(json) as { name: string }).name).toBe(name);
    expect(jsonForScript('\u2028')).toBe('"\\u2028"');
  });
});
