import { localTime, minuteOfWeek } from './opening-hours';

describe('localTime', () => {
  it('answers each instant on the Berlin clock, also when asked again or in turn with another', () => {
    const winter = new Date('2026-11-27T11:30:00Z'); // Friday 12:30 CET
    const summer = new Date('2026-07-05T22:15:00Z'); // Monday 00:15 CEST
    for (let round = 0; round < 2; round++) {
      expect(localTime(winter)).toEqual({ day: '2026-11-27', weekday: 'friday', minutes: 12 * 60 + 30 });
      expect(localTime(winter)).toEqual({ day: '2026-11-27', weekday: 'friday', minutes: 12 * 60 + 30 });
      expect(localTime(summer)).toEqual({ day: '2026-07-06', weekday: 'monday', minutes: 15 });
      // The same instant as another Date object.
      expect(localTime(new Date(winter.getTime()))).toEqual(localTime(winter));
    }
    expect(minuteOfWeek(winter)).toBe(4 * 24 * 60 + 12 * 60 + 30);
    expect(minuteOfWeek(summer)).toBe(15);
  });
});
