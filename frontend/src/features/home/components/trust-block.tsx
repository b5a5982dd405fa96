import { testimonials } from '../data/testimonials';
import { SectionHeading } from './section-heading';
import { TestimonialCarousel } from './testimonial-carousel';

export function TrustBlock() {
  return (
    <section
      aria-labelledby="vertrauen-titel"
      className="bg-gradient-to-b from-blue-50 to-white px-4 py-16 sm:px-6 lg:px-8"
    >
      <div className="mx-auto max-w-7xl">
        <SectionHeading id="vertrauen-titel" title="Das sagen unsere Nutzer">
          Verbraucher und Unternehmen aus ganz Deutschland, Österreich und der Schweiz vertrauen dem Branchenbuch.
        </SectionHeading>
        <TestimonialCarousel testimonials={testimonials} />
      </div>
    </section>
  );
}
