import { Fragment, useMemo } from 'react';
import { parseArticle, type InlineSegment } from '../utils/article-markup';

function Inline({ segments }: { segments: InlineSegment[] }) {
  return segments.map((segment, index) =>
    segment.bold ? (
      <strong key={index} className="font-semibold text-slate-900">
        {segment.text}
      </strong>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}

/** Renders the article markup as React elements; the text is never injected as HTML. */
export function ArticleBody({ content }: { content: string }) {
  const blocks = useMemo(() => parseArticle(content), [content]);
  return (
    <div className="space-y-5 text-lg leading-relaxed text-slate-700">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'heading':
            return (
              <h2 key={index} className="pt-4 text-2xl font-bold tracking-tight text-slate-900">
                {block.text}
              </h2>
            );
          case 'list':
            return (
              <ul key={index} className="list-disc space-y-2 pl-6 marker:text-blue-700">
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <Inline segments={item} />
                  </li>
                ))}
              </ul>
            );
          case 'paragraph':
            return (
              <p key={index}>
                <Inline segments={block.segments} />
              </p>
            );
        }
      })}
    </div>
  );
}
