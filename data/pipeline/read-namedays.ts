/** Reads the name-day calendars (`names/namedays.csv`: Czech, Hungarian and Greek). */
import { NAME_DAY_COUNTRIES } from '@name-swiper/contract/constants';
import { readNameList } from './read-name-list';

export type NameDayCountry = (typeof NAME_DAY_COUNTRIES)[number];

export interface NameDay {
  country: NameDayCountry;
  month: number;
  day: number;
  /** The name as the calendar writes it (NFC). */
  name: string;
}

function isNameDayCountry(code: string): code is NameDayCountry {
  return NAME_DAY_COUNTRIES.some((country) => country === code);
}

const isBetween = (value: number, low: number, high: number): boolean =>
  Number.isInteger(value) && value >= low && value <= high;

export function parseNameDays(rows: readonly string[][]): NameDay[] {
  return rows.map(([countryText = '', monthText = '', dayText = '', name = ''], index) => {
    const country = countryText.toLowerCase();
    const month = Number(monthText);
    const day = Number(dayText);
    if (!isNameDayCountry(country) || !isBetween(month, 1, 12) || !isBetween(day, 1, 31)) {
      throw new Error(
        `names/namedays.csv: line ${index + 2}: bad row ${countryText},${monthText},${dayText}`,
      );
    }
    return { country, month, day, name: name.normalize('NFC').trim() };
  });
}

export function readNameDays(dataDir: string): NameDay[] {
  return parseNameDays(readNameList(dataDir, 'namedays.csv', ['country', 'month', 'day', 'name']));
}
