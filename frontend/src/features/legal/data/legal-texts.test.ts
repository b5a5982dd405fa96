import { describe, expect, it } from 'vitest';
import { agbSections, datenschutzSections, impressumSections, type LegalSection } from './legal-texts';
import type { Operator } from './operator';

const op: Operator = {
  companyName: 'Beispiel Verzeichnis',
  legalForm: 'GmbH',
  street: 'Radewiger Straße 7',
  postalCode: '32052',
  city: 'Herford',
  country: 'Deutschland',
  managingDirector: 'Erika Musterfrau',
  email: 'kontakt@beispiel.example',
  phone: '05221 123',
  fax: '05221 124',
  registerCourt: 'Amtsgericht Bad Oeynhausen',
  registerNumber: 'HRB 12345',
  vatId: 'DE123456789',
};

const text = (sections: LegalSection[]) =>
  sections.map((section) => [section.heading, ...section.paragraphs, ...(section.list ?? [])].join('\n')).join('\n');

describe('legal texts', () => {
  it('fill the Impressum with every piece of operator data', () => {
    const impressum = text(impressumSections(op));
    for (const value of Object.values(op)) expect(impressum).toContain(value);
    expect(impressum).toContain('§ 5 DDG');
  });

  it('cover everything the product processes in the Datenschutzerklärung', () => {
    const privacy = text(datenschutzSections(op));
    for (const topic of [
      'Beispiel Verzeichnis GmbH',
      'Protokolldateien',
      'Eintragsformular',
      'Bilder',
      'Bewertung',
      'Kontaktformular',
      'Local Storage',
      'Google Maps',
      'erst geladen, wenn Sie sie ausdrücklich anklicken',
      'Art. 77 DSGVO',
    ]) {
      expect(privacy).toContain(topic);
    }
  });

  it('put the terms of section 9 into point 9 of the AGB', () => {
    const sections = agbSections(op);
    expect(sections[8].heading).toMatch(/^§ 9 /);
    const point9 = text([sections[8]]);
    for (const term of [
      '12, 24 oder 36 Monate',
      'um jeweils 12 Monate',
      '3 Monate vor Ablauf',
      'schriftlich',
      'erste Jahr kostenlos',
      '6 Wochen',
      'sofort',
      '10 Tage',
      '5 Werktagen',
      'netto zuzüglich der gesetzlichen Mehrwertsteuer',
    ]) {
      expect(point9).toContain(term);
    }
    expect(text(sections)).toContain('Beispiel Verzeichnis GmbH, Radewiger Straße 7, 32052 Herford');
  });

  it('have unique headings per document (they are React keys)', () => {
    for (const sections of [impressumSections(op), datenschutzSections(op), agbSections(op)]) {
      const headings = sections.map((section) => section.heading);
      expect(new Set(headings).size).toBe(headings.length);
    }
  });
});
