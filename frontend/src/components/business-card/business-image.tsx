import { useEffect, useRef, useState } from 'react';
import { isBrokenBusinessImage, reportBrokenImage } from './broken-images';

/**
 * The first letter of a name, upper-cased ('?' for an empty name). Plain toUpperCase: German has no
 * locale-specific case rules (those are Turkish, Azeri and Lithuanian), and the locale-aware variant
 * would load ICU's locale data on every page with a card.
 */
export function initialLetter(name: string): string {
  const first = Array.from(name.trim())[0];
  return first === undefined ? '?' : first.toUpperCase();
}

const LETTER_BACKGROUND = 'bg-gradient-to-br from-blue-600 to-blue-800';

/**
 * A business's image, or its initial letter when there is no image or the image fails to load (the failure is
 * logged, as the specification asks). Before any script runs, and in markup that is never hydrated, the stylesheet
 * draws the initial over a broken image (`data-initial`, styles/index.css); once React runs here, the image
 * gives way to the letter.
 */
export function BusinessImage({
  name,
  imageUrl,
  className,
  letterClassName,
}: {
  name: string;
  imageUrl: string | null | undefined;
  className: string;
  letterClassName: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  const url = imageUrl?.trim() ?? '';
  const letter = initialLetter(name);

  // A server-rendered image may have failed before the page was hydrated: its error event is gone.
  useEffect(() => {
    if (image.current === null || !isBrokenBusinessImage(image.current)) return;
    reportBrokenImage(image.current);
    setFailedUrl(url);
  }, [url]);

  if (url === '' || failedUrl === url) {
    return (
      <div
        role="img"
        aria-label={`${name} (kein Bild)`}
        className={`${className} grid place-items-center ${LETTER_BACKGROUND}`}
      >
        <span aria-hidden="true" className={`font-bold text-white ${letterClassName}`}>
          {letter}
        </span>
      </div>
    );
  }

  return (
    <img
      ref={image}
      src={url}
      alt={name}
      loading="lazy"
      data-initial={letter}
      className={`${className} relative object-cover font-bold text-white ${letterClassName}`}
      onError={(event) => {
        reportBrokenImage(event.currentTarget);
        setFailedUrl(url);
      }}
    />
  );
}
