import { distanceKm, placeLookup } from './place-lookup';

describe('place lookup (bundled GeoNames/OSM place dataset)', () => {
  const places = placeLookup();

  it('finds German postal codes, and Berlin 10115 lies about 504 km from München 80331', () => {
    const berlin = places.forSearch('10115');
    const munich = places.forSearch('80331');
    expect(berlin).toEqual({
      latitude: expect.closeTo(52.52, 1) as number,
      longitude: expect.closeTo(13.4, 1) as number,
    });
    expect(munich).toBeDefined();
    expect(distanceKm(berlin!, munich!)).toBeGreaterThan(495);
    expect(distanceKm(berlin!, munich!)).toBeLessThan(512);
  });

  it('finds place names with umlauts, their ae/oe/ue spellings, ß and German names of big cities', () => {
    const munich = places.forSearch('München');
    expect(munich?.latitude).toBeCloseTo(48.14, 1);
    expect(places.forSearch('muenchen')).toEqual(munich);
    expect(places.forSearch('  MÜNCHEN ')).toEqual(munich);
    expect(places.forSearch('Gießen')?.latitude).toBeCloseTo(50.59, 1);
    expect(places.forSearch('Giessen')).toEqual(places.forSearch('Gießen'));
    expect(places.forSearch('Wien')?.longitude).toBeCloseTo(16.37, 1);
    expect(places.forSearch('Frankfurt am Main')?.longitude).toBeCloseTo(8.68, 1);
    expect(places.forSearch('Freiburg im Breisgau')?.latitude).toBeCloseTo(47.99, 1);
    expect(places.forSearch('St. Gallen')?.latitude).toBeCloseTo(47.42, 1);
  });

  it('finds a city by the short name a visitor writes, the most populous place of that name first', () => {
    const main = places.forSearch('Frankfurt am Main');
    expect(main?.longitude).toBeCloseTo(8.68, 1);
    expect(places.forSearch('Frankfurt')).toEqual(main);
    const oder = places.forSearch('Frankfurt (Oder)');
    expect(oder?.longitude).toBeCloseTo(14.55, 1);
    expect(places.forSearch('Frankfurt/Oder')).toEqual(oder);
    expect(places.forSearch('Frankfurt / Oder')).toEqual(oder);
    expect(places.forSearch('Brandenburg')?.longitude).toBeCloseTo(12.55, 1); // an der Havel
    expect(places.forSearch('Ludwigshafen')?.longitude).toBeCloseTo(8.45, 1); // am Rhein
    // Halle (Saale) before the smaller place the dataset calls "Halle"; that one by its own qualifier.
    const saale = places.forSearch('Halle (Saale)');
    expect(saale?.longitude).toBeCloseTo(11.97, 1);
    expect(places.forSearch('Halle')).toEqual(saale);
    expect(places.forSearch('Halle (Westf.)')?.longitude).toBeCloseTo(8.36, 1);
    expect(places.forSearch('Freiburg im Breisgau')).toEqual(places.forSearch('Freiburg'));
  });

  it('finds Austrian and Swiss 4-digit codes, with a country prefix or a place name where they overlap', () => {
    expect(places.forSearch('1160')?.longitude).toBeCloseTo(16.37, 1); // Wien
    expect(places.forSearch('8001')?.latitude).toBeCloseTo(47.37, 1); // Zürich (no Austrian 8001)
    expect(places.forSearch('A-5400')?.latitude).toBeCloseTo(47.68, 1); // Hallein
    expect(places.forSearch('CH-5400')?.latitude).toBeCloseTo(47.47, 1); // Baden (Aargau)
    expect(places.forSearch('5400 Baden')).toEqual(places.forSearch('CH-5400'));
    expect(places.forSearch('1010 Wien')?.longitude).toBeCloseTo(16.37, 1);
  });

  it('answers undefined for what is no known place', () => {
    expect(places.forSearch('00000')).toBeUndefined();
    expect(places.forSearch('Atlantis')).toBeUndefined();
    expect(places.forSearch('123')).toBeUndefined();
    expect(places.forSearch('!!!')).toBeUndefined();
  });

  it('places an address by its postal code first, then by its city, else null', () => {
    const byCode = places.forAddress('80331', 'Irgendwo', 'Deutschland');
    expect(byCode).toEqual(places.forSearch('80331'));
    expect(places.forAddress('99999', 'Köln', 'Deutschland')?.latitude).toBeCloseTo(50.93, 1);
    expect(places.forAddress('8010', 'Graz', 'Österreich')?.latitude).toBeCloseTo(47.07, 1);
    expect(places.forAddress('0000', 'Nirgendwo', 'Schweiz')).toBeNull();
  });

  it('finds the points within a radius as a test of every point would, nearest first', () => {
    // Every point of the dataset with its distance: a radius beyond the earth's half circumference.
    const all = (centre: { latitude: number; longitude: number }) => places.pointsWithin(centre, 30_000);
    const centres = ['Berlin', 'München', '1010', 'CH-8001', '24937', '78462'].map((near) => places.forSearch(near)!);
    expect(all(centres[0]).length).toBeGreaterThan(10_000);
    for (const centre of centres) {
      for (const radiusKm of [0.5, 5.1, 10, 25.1, 100]) {
        const band = radiusKm / 110;
        const expected = all(centre).filter(
          (point) => point.km <= radiusKm && Math.abs(point.latitude - centre.latitude) <= band,
        );
        expect(places.pointsWithin(centre, radiusKm)).toEqual(expected);
      }
    }
    expect(places.pointsWithin(places.forSearch('Berlin')!, 10).length).toBeGreaterThan(10);
  });

  it('answers a radius asked again, in turn with other radii and centres, as the first time', () => {
    const [berlin, munich] = ['Berlin', 'München'].map((near) => places.forSearch(near)!);
    const asks = [
      [berlin, 10],
      [berlin, 10.1],
      [munich, 10],
      [berlin, 25],
      [munich, 50],
      [berlin, 5],
    ] as const;
    const first = asks.map(([centre, radiusKm]) => [...places.pointsWithin(centre, radiusKm)]);
    for (let round = 0; round < 3; round++) {
      asks.forEach(([centre, radiusKm], i) => expect(places.pointsWithin(centre, radiusKm)).toEqual(first[i]));
    }
    expect(first[1].length).toBeGreaterThanOrEqual(first[0].length);
  });
});
