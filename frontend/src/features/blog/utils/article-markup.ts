/**
 * The blog articles' simple markup: paragraphs separated by blank lines, `**bold**` markers,
 * list items as lines starting with '- ', and headings as a line wholly wrapped in `**…**`.
 * Parsed into plain data that React renders as elements — never as HTML.
 */
export interface InlineSegment {
  text: string;
  bold: boolean;
}

export type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; segments: InlineSegment[] }
  | { kind: 'list'; items: InlineSegment[][] };

const LIST_ITEM = /^\s*[-•]\s+(.*)$/;
const HEADING = /^\*\*([^*]+?)\*\*:?$/;

/** Splits `**bold**` markers; an unmatched `**` stays literal text. */
export function parseInline(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  const push = (value: string, bold: boolean) => {
    if (value === '') return;
    const last = segments.at(-1);
    if (last !== undefined && last.bold === bold) last.text += value;
    else segments.push({ text: value, bold });
  };
  let rest = text;
  for (;;) {
    const open = rest.indexOf('**');
    const close = open === -1 ? -1 : rest.indexOf('**', open + 2);
    if (open === -1 || close === -1) {
      push(rest, false);
      break;
    }
    push(rest.slice(0, open), false);
    const inner = rest.slice(open + 2, close);
    if (inner.trim() === '') push(rest.slice(open, close + 2), false);
    else push(inner, true);
    rest = rest.slice(close + 2);
  }
  return segments;
}

export function parseArticle(content: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  for (const chunk of content.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    let paragraph: string[] = [];
    let list: InlineSegment[][] = [];
    const flushParagraph = () => {
      if (paragraph.length === 0) return;
      const heading = paragraph.length === 1 ? HEADING.exec(paragraph[0]) : null;
      if (heading !== null) blocks.push({ kind: 'heading', text: heading[1].trim() });
      else blocks.push({ kind: 'paragraph', segments: parseInline(paragraph.join(' ')) });
      paragraph = [];
    };
    const flushList = () => {
      if (list.length === 0) return;
      // Consecutive list chunks separated by a blank line still form one list.
      const previous = blocks.at(-1);
      if (previous?.kind === 'list' && paragraph.length === 0) previous.items.push(...list);
      else blocks.push({ kind: 'list', items: list });
      list = [];
    };
    for (const line of lines) {
      const item = LIST_ITEM.exec(line);
      if (item !== null) {
        flushParagraph();
        list.push(parseInline(item[1]));
      } else {
        flushList();
        paragraph.push(line);
      }
    }
    flushParagraph();
    flushList();
  }
  return blocks;
}

/** The article's text without markup, e.g. for a meta description. */
export function plainText(segments: InlineSegment[]): string {
  return segments.map((segment) => segment.text).join('');
}
