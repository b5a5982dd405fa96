import { useState, type KeyboardEvent } from 'react';
import { StarRating } from '@/components/ui/star-rating';
import type { Testimonial } from '../data/testimonials';
import { Icon } from '@/components/ui/icon';

/** Index after moving `step` from `index` in a loop of `length` items. */
export function loopIndex(index: number, step: number, length: number): number {
  if (length === 0) return 0;
  return (((index + step) % length) + length) % length;
}

/** 'Katharina Vogel' → 'KV'. */
export function initials(name: string): string {
  const parts = name
    .trim()
    .split(/\s+/)
    .filter((part) => part !== '');
  const first = parts[0]?.charAt(0) ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1].charAt(0) : '';
  return `${first}${last}`.toUpperCase(); // as initialLetter (business-image.tsx): no ICU for German
}

function ArrowButton({
  direction,
  onClick,
  className = '',
}: {
  direction: 'previous' | 'next';
  onClick: () => void;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'previous' ? 'Vorherige Bewertung' : 'Nächste Bewertung'}
      className={`size-11 shrink-0 place-items-center rounded-full border border-slate-300 bg-white text-slate-700 shadow-sm hover:bg-slate-50 ${className}`}
    >
      <Icon path={direction === 'previous' ? 'M15 18l-6-6 6-6' : 'M9 18l6-6-6-6'} className="size-5" />
    </button>
  );
}

/**
 * The trust block's testimonials, one at a time. It loops (the buttons are never disabled) and the
 * left and right arrow keys move it while it has focus.
 */
export function TestimonialCarousel({ testimonials }: { testimonials: readonly Testimonial[] }) {
  const [index, setIndex] = useState(0);
  const move = (step: number) => setIndex((current) => loopIndex(current, step, testimonials.length));
  const current = testimonials[index];

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      move(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      move(1);
    }
  };

  if (current === undefined) return null;

  return (
    <section
      aria-roledescription="Karussell"
      aria-label="Kundenstimmen"
      // Focusable so that ←/→ work without first tabbing to a button.
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="mx-auto max-w-3xl rounded-2xl"
    >
      <div className="flex items-center gap-3 sm:gap-6">
        {/* Beside the quote from tablets up; below it on phones, where the quote needs the width. */}
        <ArrowButton direction="previous" onClick={() => move(-1)} className="hidden sm:grid" />
        <div
          aria-live="polite"
          aria-atomic="true"
          className="min-w-0 flex-1 rounded-2xl bg-white p-6 text-center shadow-md sm:p-8"
        >
          {/* The slide is a group (a <figure> may not take that role); the quote and its author stay a figure. */}
          <div role="group" aria-roledescription="Folie" aria-label={`${index + 1} von ${testimonials.length}`}>
            <figure>
              <div className="flex justify-center">
                <StarRating value={current.rating} />
              </div>
              <blockquote className="mt-4 text-base leading-relaxed text-slate-700 sm:text-lg">
                „{current.text}“
              </blockquote>
              <figcaption className="mt-5 flex items-center justify-center gap-3 text-sm">
                {/* Initials rather than the emoji icon: not every system has an emoji font. */}
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-blue-100 text-sm font-bold text-blue-800"
                >
                  {initials(current.author)}
                </span>
                <span className="text-left">
                  <span className="block font-semibold text-slate-900">{current.author}</span>
                  <span className="block text-slate-600">{current.location}</span>
                </span>
              </figcaption>
            </figure>
          </div>
        </div>
        <ArrowButton direction="next" onClick={() => move(1)} className="hidden sm:grid" />
      </div>
      <div className="mt-4 flex items-center justify-center gap-4">
        <ArrowButton direction="previous" onClick={() => move(-1)} className="grid sm:hidden" />
        <div className="flex gap-1" aria-hidden="true">
          {testimonials.map((item, position) => (
            <span
              key={item.id}
              className={`size-2 rounded-full ${position === index ? 'bg-blue-700' : 'bg-slate-400'}`}
            />
          ))}
        </div>
        <ArrowButton direction="next" onClick={() => move(1)} className="grid sm:hidden" />
      </div>
      <p className="sr-only">Mit den Pfeiltasten links und rechts blättern.</p>
    </section>
  );
}
