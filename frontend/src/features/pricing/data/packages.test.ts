import { describe, expect, it } from 'vitest';
import { pricingFaq, pricingPackages } from './packages';

describe('pricing packages', () => {
  it('are Basis, Professional (the popular one) and Premium at the specified net prices', () => {
    expect(pricingPackages.map((item) => [item.name, item.price, item.popular])).toEqual([
      ['Basis', '799 EUR', false],
      ['Professional', '1.200 EUR', true],
      ['Premium', '1.499 EUR', false],
    ]);
  });

  it('list every feature of section 9', () => {
    expect(pricingPackages.map((item) => item.features.length)).toEqual([7, 9, 11]);
    const premium = pricingPackages[2].features.join(' | ');
    for (const feature of ['Unbegrenzte', 'API-Zugang', 'Newsletter', 'VIP', '24/7']) {
      expect(premium).toContain(feature);
    }
    for (const item of pricingPackages) expect(new Set(item.features).size).toBe(item.features.length);
  });

  it('answer the pricing terms in the FAQ', () => {
    const answers = pricingFaq.map((entry) => entry.answer).join(' ');
    for (const term of [
      'Mehrwertsteuer',
      '12 Monate',
      '30 Tage',
      'anteilige Differenz',
      'SEPA-Lastschrift',
      'Kreditkarte',
      'keine Einrichtungsgebühr',
      'Eingang Ihrer Zahlung',
    ]) {
      expect(answers).toContain(term);
    }
  });
});
