/** The images already reported: a failure is logged once, whoever notices it first. */
const reported = new WeakSet<HTMLImageElement>();

/** Logs that a business's image could not be loaded (the specification: the failure is logged). */
export function reportBrokenImage(image: HTMLImageElement): void {
  if (reported.has(image)) return;
  reported.add(image);
  console.warn(`Bild für „${image.alt}“ konnte nicht geladen werden: ${image.currentSrc || image.src}`);
}

/** A business's image (BusinessImage marks it with its initial) that has failed: loaded, and nothing to show. */
export const isBrokenBusinessImage = (image: HTMLImageElement) =>
  image.dataset.initial !== undefined && image.complete && image.getAttribute('src') !== '' && image.naturalWidth === 0;

/**
 * Logs the business images of a server-rendered page that fail, also those in markup that is never hydrated
 * (result cards) and those that failed before the page's script ran. What the visitor sees needs no script: the
 * stylesheet draws the initial over a broken image (`img[data-initial]::after`, styles/index.css).
 */
export function watchBrokenImages(root: Document = document): void {
  for (const image of root.querySelectorAll<HTMLImageElement>('img[data-initial]')) {
    if (isBrokenBusinessImage(image)) reportBrokenImage(image);
  }
  root.addEventListener(
    'error',
    (event) => {
      if (event.target instanceof HTMLImageElement && event.target.dataset.initial !== undefined)
        reportBrokenImage(event.target);
    },
    // Capturing: an image's error event does not bubble.
    true,
  );
}
