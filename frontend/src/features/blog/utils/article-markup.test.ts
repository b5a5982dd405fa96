import { describe, expect, it } from 'vitest';
import { parseArticle, parseInline } from './article-markup';

describe('parseInline', () => {
  it('splits bold markers', () => {
    expect(parseInline('Ein **guter** Döner und **frisches** Brot')).toEqual([
      { text: 'Ein ', bold: false },
      { text: 'guter', bold: true },
      { text: ' Döner und ', bold: false },
      { text: 'frisches', bold: true },
      { text: ' Brot', bold: false },
    ]);
  });

  it('keeps an unmatched or empty marker as text', () => {
    expect(parseInline('2 ** 3 ist 8')).toEqual([{ text: '2 ** 3 ist 8', bold: false }]);
    expect(parseInline('leer **** hier')).toEqual([{ text: 'leer **** hier', bold: false }]);
  });

  it('treats HTML as plain text', () => {
    expect(parseInline('<b>kein HTML</b>')).toEqual([{ text: '<b>kein HTML</b>', bold: false }]);
  });
});

describe('parseArticle', () => {
  it('reads headings, paragraphs and lists', () => {
    const content = [
      'Erster Absatz, der über',
      'zwei Zeilen geht.',
      '',
      '**Eine Überschrift**',
      '',
      'Darauf achten Sie:',
      '',
      '- **Der Spieß:** von Hand geschichtet',
      '- Das Brot',
      '',
      'Schluss.',
    ].join('\n');
    expect(parseArticle(content)).toEqual([
      { kind: 'paragraph', segments: [{ text: 'Erster Absatz, der über zwei Zeilen geht.', bold: false }] },
      { kind: 'heading', text: 'Eine Überschrift' },
      { kind: 'paragraph', segments: [{ text: 'Darauf achten Sie:', bold: false }] },
      {
        kind: 'list',
        items: [
          [
            { text: 'Der Spieß:', bold: true },
            { text: ' von Hand geschichtet', bold: false },
          ],
          [{ text: 'Das Brot', bold: false }],
        ],
      },
      { kind: 'paragraph', segments: [{ text: 'Schluss.', bold: false }] },
    ]);
  });

  it('separates a list from text in the same chunk and joins lists split by a blank line', () => {
    const blocks = parseArticle('Vorweg:\n- eins\n- zwei\n\n- drei\nDanach Text.');
    expect(blocks.map((block) => block.kind)).toEqual(['paragraph', 'list', 'paragraph']);
    expect(blocks[1]).toEqual({
      kind: 'list',
      items: [[{ text: 'eins', bold: false }], [{ text: 'zwei', bold: false }], [{ text: 'drei', bold: false }]],
    });
  });

  it('does not take a bold sentence inside a paragraph for a heading', () => {
    expect(parseArticle('**Wichtig:** bitte lesen.')[0].kind).toBe('paragraph');
  });

  it('handles Windows line ends and surrounding whitespace', () => {
    expect(parseArticle('\r\n  A\r\n\r\n  **B**  \r\n')).toEqual([
      { kind: 'paragraph', segments: [{ text: 'A', bold: false }] },
      { kind: 'heading', text: 'B' },
    ]);
  });

  it('returns nothing for empty content', () => {
    expect(parseArticle('')).toEqual([]);
    expect(parseArticle('\n\n  \n')).toEqual([]);
  });
});
