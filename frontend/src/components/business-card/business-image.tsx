import { useState } from 'react';

/**
 * The first letter of a name, upper-cased ('?' for an empty name). Plain toUpperCase: German has no
 * locale-specific case rules (those are Turkish, Azeri and Lithuanian), and the locale-aware variant
 * would load ICU's locale data on every page with a card.
 */
export function initialLetter(name: string): string {
  const first = Array.from(name.trim())[0];
  return first === undefined ? '?' : first.toUpperCase();
}

/**
 * A business's image, or its initial letter when there is no image or the image fails to load
 * (the failure is logged, as the specification asks).
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
  const url = imageUrl?.trim() ?? '';

  if (url === '' || failedUrl === url) {
    return (
      <div
        role="img"
        aria-label={`${name} (kein Bild)`}
        className={`${className} grid place-items-center bg-gradient-to-br from-blue-600 to-blue-800`}
      >
        <span aria-hidden="true" className={`font-bold text-white ${letterClassName}`}>
          {initialLetter(name)}
        </span>
      </div>
    );
  }

  return (
    <img
      src={url}
      alt={name}
      loading="lazy"
      className={`${className} object-cover`}
      onError={() => {
        console.warn(`Bild für „${name}“ konnte nicht geladen werden: ${url}`);
        setFailedUrl(url);
      }}
    />
  );
}
