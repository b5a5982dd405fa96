import Holidays from 'date-holidays';
import { COUNTRIES, type Country } from '../places/countries';

/**
 * Public holidays by the entry's country and state, from the date-holidays library (statutory
 * holidays only, type "public"). A business is closed on them unless its special hours say otherwise.
 */

const COUNTRY_CODES: Record<Country, string> = { Deutschland: 'DE', Österreich: 'AT', Schweiz: 'CH' };

/** The states and cantons as entries name them, by the library's codes. */
const STATE_CODES: Record<Country, Record<string, string>> = {
  Deutschland: {
    'Baden-Württemberg': 'BW',
    Bayern: 'BY',
    Berlin: 'BE',
    Brandenburg: 'BB',
    Bremen: 'HB',
    Hamburg: 'HH',
    Hessen: 'HE',
    'Mecklenburg-Vorpommern': 'MV',
    Niedersachsen: 'NI',
    'Nordrhein-Westfalen': 'NW',
    'Rheinland-Pfalz': 'RP',
    Saarland: 'SL',
    Sachsen: 'SN',
    'Sachsen-Anhalt': 'ST',
    'Schleswig-Holstein': 'SH',
    Thüringen: 'TH',
  },
  Österreich: {
    Burgenland: '1',
    Kärnten: '2',
    Niederösterreich: '3',
    Oberösterreich: '4',
    Salzburg: '5',
    Steiermark: '6',
    Tirol: '7',
    Vorarlberg: '8',
    Wien: '9',
  },
  Schweiz: {
    Zürich: 'ZH',
    Bern: 'BE',
    Luzern: 'LU',
    Uri: 'UR',
    Schwyz: 'SZ',
    Obwalden: 'OW',
    Nidwalden: 'NW',
    Glarus: 'GL',
    Zug: 'ZG',
    Freiburg: 'FR',
    Solothurn: 'SO',
    'Basel-Stadt': 'BS',
    'Basel-Landschaft': 'BL',
    Schaffhausen: 'SH',
    'Appenzell Ausserrhoden': 'AR',
    'Appenzell Innerrhoden': 'AI',
    'St. Gallen': 'SG',
    Graubünden: 'GR',
    Aargau: 'AG',
    Thurgau: 'TG',
    Tessin: 'TI',
    Waadt: 'VD',
    Wallis: 'VS',
    Neuenburg: 'NE',
    Genf: 'GE',
    Jura: 'JU',
  },
};

/** One region's holidays of one year: 'JJJJ-MM-TT' → German name. */
type YearHolidays = ReadonlyMap<string, string>;

const cache = new Map<string, YearHolidays>();

function yearHolidays(country: Country, stateCode: string | undefined, year: number): YearHolidays {
  const key = `${country}/${stateCode ?? ''}/${year}`;
  let holidays = cache.get(key);
  if (holidays === undefined) {
    const calendar = new Holidays(COUNTRY_CODES[country], stateCode ?? '', { languages: ['de'], types: ['public'] });
    holidays = new Map(calendar.getHolidays(year).map((holiday) => [holiday.date.slice(0, 10), holiday.name]));
    cache.set(key, holidays);
  }
  return holidays;
}

/**
 * Computes every region's holidays of `years` before a request asks for them (the library takes milliseconds per region
 * and year, about half a second for all of one year): one region at a time, so requests are served in between.
 */
export function prepareHolidays(years: readonly number[]): Promise<void> {
  const pending = years.flatMap((year) =>
    (Object.keys(COUNTRY_CODES) as Country[]).flatMap((country) =>
      [undefined, ...Object.values(STATE_CODES[country])].map((code) => () => yearHolidays(country, code, year)),
    ),
  );
  return new Promise((resolve) => {
    const next = (): void => {
      const job = pending.shift();
      if (job === undefined) return resolve();
      job();
      // Unreferenced: a process that is closing does not wait for holidays nobody will ask for.
      setImmediate(next).unref();
    };
    next();
  });
}

/** The library's code of a state, or undefined when the entry names none it knows (then the country's holidays count). */
function stateCodeOf(country: Country, state: string | null): string | undefined {
  return state === null ? undefined : STATE_CODES[country]?.[state];
}

/** The name of the public holiday on `day` ('JJJJ-MM-TT') where the business is, or null. */
export function holidayOn(day: string, country: Country, state: string | null): string | null {
  const year = Number(day.slice(0, 4));
  return yearHolidays(country, stateCodeOf(country, state), year).get(day) ?? null;
}

export interface PublicHoliday {
  date: string;
  name: string;
}

/** The public holidays from `from` to `to` ('JJJJ-MM-TT', both included) where the business is. */
export function holidaysBetween(from: string, to: string, country: Country, state: string | null): PublicHoliday[] {
  const code = stateCodeOf(country, state);
  const found: PublicHoliday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const [date, name] of yearHolidays(country, code, year)) {
      if (date >= from && date <= to) found.push({ date, name });
    }
  }
  return found.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * Where `day` is a public holiday, as the "open now" filter asks it, per country: the states (German
 * names) that keep it, and whether entries without a known state (the country's own holidays) do.
 * Empty when the day is a working day everywhere.
 */
export interface HolidayRegion {
  country: Country;
  states: string[];
  /** Entries whose state is unset or not one the library knows. */
  otherStates: boolean;
  /** Every state keeps it, and the others too: the whole country. */
  wholeCountry: boolean;
}

const regionCache = new Map<string, HolidayRegion[]>();

export function holidayRegionsOn(day: string): HolidayRegion[] {
  let regions = regionCache.get(day);
  if (regions !== undefined) return regions;
  regions = [];
  for (const country of Object.keys(COUNTRY_CODES) as Country[]) {
    const known = Object.keys(STATE_CODES[country]);
    const states = known.filter((state) => holidayOn(day, country, state) !== null);
    const otherStates = holidayOn(day, country, null) !== null;
    if (states.length === 0 && !otherStates) continue;
    regions.push({ country, states, otherStates, wholeCountry: otherStates && states.length === known.length });
  }
  if (regionCache.size > 400) regionCache.clear();
  regionCache.set(day, regions);
  return regions;
}

/** Every country keeps the day in all its states (Christmas Day): the week's hours hold nowhere. */
export function isHolidayEverywhere(regions: readonly HolidayRegion[]): boolean {
  return COUNTRIES.every((country) => regions.some((region) => region.country === country && region.wholeCountry));
}

/** The states an entry of `country` may name that the library knows (the rest count as the country's). */
export function knownStates(country: Country): string[] {
  return Object.keys(STATE_CODES[country]);
}
