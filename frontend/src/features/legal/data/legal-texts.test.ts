import { describe, expect, it } from 'vitest';

import { agbSections, datenschutzSections, impressumSections, type LegalSection } from './legal-texts';
import type { SiteInfoDto } from '@/api/generated/model';

const operator: SiteInfoDto = {
  companyName: 'Musterverlag Branchenbuch',
  legalForm: 'GmbH',
  street: 'Bahnhofstraße 12',
  postalCode: '32052',
  city: 'Herford',
  country: 'Deutschland',
  managingDirector: 'Jürgen Weiß',
  email: 'info@branchenbuch-beispiel.de',
  phone: '+49 5221 123456',
  fax: '+49 5221 123457',
  registerCourt: 'Amtsgericht Bad Oeynhausen',
  registerNumber: 'HRB 12345',
  vatId: 'DE123456789',
  map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap-Mitwirkende' },
};

function sectionText(section: LegalSection): string {
  return [section.heading, ...section.paragraphs, ...(section.list ?? [])].join('\n');
}

function allText(sections: LegalSection[]): string {
  return sections.map(sectionText).join('\n');
}

describe('legal texts', () => {
  it('AGB § 9 contains the contract terms', () => {
    const sections = agbSections(operator);
    const section9 = sections.find((section) => section.heading.startsWith('§ 9'));
    expect(section9).toBeDefined();
    const text = sectionText(section9 as LegalSection);
    for (const phrase of ['12, 24 oder 36 Monate', '3 Monate', '6 Wochen', '10 Tage', '5 Werktage', 'Umsatzsteuer']) {
      expect(text).toContain(phrase);
    }
  });

  it('AGB has the twelve paragraphs in order', () => {
    const headings = agbSections(operator).map((section) => section.heading);
    expect(headings).toHaveLength(12);
    headings.forEach((heading, index) => {
      expect(heading.startsWith(`§ ${index + 1} `)).toBe(true);
    });
    expect(allText(agbSections(operator))).toContain('Herford');
    expect(allText(agbSections(operator))).toContain('§ 14 BGB');
  });

  it('Datenschutzerklärung covers what the product processes', () => {
    const text = allText(datenschutzSections(operator));
    for (const phrase of [
      'Server-Logdateien',
      'Kontaktformular',
      'Bewertungen',
      'Local Storage',
      'Google Maps',
      'EXIF',
      '§ 5b Abs. 3 UWG',
      'https://policies.google.com/privacy',
      'Stand: November 2026',
    ]) {
      expect(text).toContain(phrase);
    }
  });

  it('Datenschutzerklärung names the tile server of the result map', () => {
    const osm = allText(datenschutzSections(operator));
    expect(osm).toContain('9. Kartendienste Google Maps und OpenStreetMap');
    expect(osm).toContain('an die OpenStreetMap Foundation');
    expect(osm).toContain('(Server tile.openstreetmap.org)');
    const own = allText(
      datenschutzSections({
        ...operator,
        map: { tileUrl: 'https://karten.example/{z}/{x}/{y}.png', attribution: 'x' },
      }),
    );
    expect(own).toContain('an den Betreiber des Kartenservers karten.example übermittelt');
    expect(own).toContain('der Betreiber des Kartenservers karten.example, jedoch nur');
    expect(own).not.toContain('OpenStreetMap Foundation');
  });

  it('Impressum contains the operator data', () => {
    const text = allText(impressumSections(operator));
    expect(text).toContain('Musterverlag Branchenbuch GmbH');
    expect(text).toContain('Bahnhofstraße 12');
    expect(text).toContain('32052 Herford');
    expect(text).toContain('info@branchenbuch-beispiel.de');
    expect(text).toContain('Jürgen Weiß');
    expect(text).toContain('HRB 12345');
    expect(text).toContain('DE123456789');
  });

  it('every section has a heading and at least one paragraph', () => {
    for (const sections of [impressumSections(operator), datenschutzSections(operator), agbSections(operator)]) {
      expect(sections.length).toBeGreaterThan(0);
      for (const section of sections) {
        expect(section.heading.trim()).not.toBe('');
        expect(section.paragraphs.length).toBeGreaterThan(0);
        for (const paragraph of section.paragraphs) {
          expect(paragraph.trim()).not.toBe('');
        }
      }
    }
  });
});
