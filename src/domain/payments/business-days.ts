/**
 * The banking calendar (DESIGN §1 Payments): which days a bank settles, so that a slip's due date and its clearing
 * day land where a bank would put them. Dates are "YYYY-MM-DD" calendar days in America/Sao_Paulo; all arithmetic
 * runs on UTC midnights so that no time zone or daylight-saving change can move a day.
 */

const dayMs = 86_400_000;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "YYYY-MM-DD" → UTC midnight in ms; refuses impossible days ("2026-02-30") instead of rolling them over. */
function toUtc(date: string): number {
  const match = isoDate.exec(date);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Date.UTC reads years 0–99 as 1900–1999; no payment is dated before 1900 anyway.
  const utc = Date.UTC(year, month - 1, day);
  if (year < 1900 || new Date(utc).getUTCDate() !== day)
    throw new RangeError(`Not a calendar day from 1900 on: ${date}`);
  return utc;
}

const fromUtc = (utc: number): string => new Date(utc).toISOString().slice(0, 10);

/** The calendar day `days` after (or before, when negative) `date`. */
export const addCalendarDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * dayMs);

/** Calendar days from `from` to `to`: positive when `to` is later. */
export const calendarDaysBetween = (from: string, to: string): number =>
  Math.round((toUtc(to) - toUtc(from)) / dayMs);

/**
 * The calendar day an instant falls on in São Paulo. Intl is in every browser and in Node, so the server and the
 * client agree on "today" even when the machine's own time zone is UTC.
 */
export function saoPauloDate(instant: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Easter Sunday of the Gregorian calendar (the anonymous "Meeus/Jones/Butcher" computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

const fixedHolidays = ["01-01", "04-21", "05-01", "09-07", "10-12", "11-02", "11-15", "12-25"];
// Lei 14.759/2023 made Black Consciousness Day a national holiday from 2024 on.
const blackConsciousnessFrom = 2024;

const holidayCache = new Map<number, ReadonlySet<string>>();

function holidaySet(year: number): ReadonlySet<string> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const easter = easterSunday(year);
  const days = fixedHolidays.map((monthDay) => `${year}-${monthDay}`);
  if (year >= blackConsciousnessFrom) days.push(`${year}-11-20`);
  // Carnival and Corpus Christi are only "pontos facultativos" by law, yet banks do not open (no settlement), so
  // on the banking calendar they count as holidays; Ash Wednesday opens at noon and stays a business day.
  days.push(
    addCalendarDays(easter, -48), // Carnival Monday
    addCalendarDays(easter, -47), // Carnival Tuesday
    addCalendarDays(easter, -2), // Good Friday
    addCalendarDays(easter, 60), // Corpus Christi
  );
  const set = new Set(days.toSorted());
  holidayCache.set(year, set);
  return set;
}

/** The national banking holidays of a year, sorted (weekend ones included: they are still holidays). */
export const bankingHolidays = (year: number): string[] => [...holidaySet(year)];

/** Monday to Friday and not a banking holiday. */
export function isBankingBusinessDay(date: string): boolean {
  const weekday = new Date(toUtc(date)).getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  return !holidaySet(Number(date.slice(0, 4))).has(date);
}

/**
 * The n-th banking business day after `date` (n ≥ 1): 1 is the next business day, whatever `date` itself is.
 * n = 0 answers `date` when it is a business day and otherwise the next one — the day a slip due on a weekend or
 * holiday may still be paid without charges.
 */
export function addBankingBusinessDays(date: string, n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`Business days must be a whole number ≥ 0: ${n}`);
  let day = date;
  if (n === 0) {
    while (!isBankingBusinessDay(day)) day = addCalendarDays(day, 1);
    return day;
  }
  for (let left = n; left > 0;) {
    day = addCalendarDays(day, 1);
    if (isBankingBusinessDay(day)) left--;
  }
  return day;
}

/**
 * Business days d with from < d ≤ to, so that businessDaysBetween(d, addBankingBusinessDays(d, n)) === n;
 * negative when `to` is before `from`.
 */
export function businessDaysBetween(from: string, to: string): number {
  const span = calendarDaysBetween(from, to);
  if (span < 0) return -businessDaysBetween(to, from);
  let count = 0;
  for (let offset = 1; offset <= span; offset++)
    if (isBankingBusinessDay(addCalendarDays(from, offset))) count++;
  return count;
}
