import { testimonials } from '../data/testimonials';
import { HomeSection } from './home-section';
import { TestimonialCarousel } from './testimonial-carousel';

export function TrustBlock() {
  return (
    <HomeSection
      titleId="vertrauen-titel"
      title="Das sagen unsere Nutzer"
      intro="Verbraucher und Unternehmen aus ganz Deutschland, Österreich und der Schweiz vertrauen dem Branchenbuch."
      className="bg-gradient-to-b from-blue-50 to-white"
    >
      <TestimonialCarousel testimonials={testimonials} />
    </HomeSection>
  );
}
