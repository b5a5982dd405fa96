import { describe, expect, it } from 'vitest';
import { pricingFaq, pricingPackages } from './packages';

describe('pricing packages', () => {
  it('are Basis, Professional (the popular one) and Premium at the specified net prices', () => {
    expect(pricingPackages.map((item) => [item.name, item.price, item.popular])).toEqual([
      ['Basis', '799', false],
      ['Professional', '1.200', true],
      ['Premium', '1.499', false],
    ]);
  });

  it('list every feature of section 9 once', () => {
    expect(pricingPackages.map((item) => item.features.length)).toEqual([7, 9, 11]);
    for (const item of pricingPackages) expect(new Set(item.features).size).toBe(item.features.length);
  });

  it('answer the pricing terms in the FAQ', () => {
    const answers = pricingFaq.map((entry) => entry.answer).join(' ');
    for (const term of [
      '12 Monate',
      '30 Tage',
      'anteilige Differenz',
      'SEPA-Lastschrift',
      'Kreditkarte',
      'keine Einrichtungsgebühr',
    ]) {
      expect(answers).toContain(term);
    }
  });
});
