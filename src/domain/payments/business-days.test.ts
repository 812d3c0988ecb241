import { isBusinessDay } from "@brazilian-utils/brazilian-utils";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addBankingBusinessDays,
  addCalendarDays,
  bankingHolidays,
  businessDaysBetween,
  calendarDaysBetween,
  easterSunday,
  isBankingBusinessDay,
  saoPauloDate,
} from "./business-days.ts";

const seed = 20261124;
// Any day from 2000 to 2060, as an ISO string.
const anyDate = fc.integer({ min: 0, max: 22_000 }).map((offset) => addCalendarDays("2000-01-01", offset));

describe("calendar arithmetic on YYYY-MM-DD", () => {
  it("adds and counts days across month, leap-year and daylight-saving boundaries", () => {
    expect(addCalendarDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addCalendarDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addCalendarDays("2018-11-03", 1)).toBe("2018-11-04"); // Brazil's last DST start
    expect(calendarDaysBetween("1997-10-07", "2000-07-03")).toBe(1000);
    expect(calendarDaysBetween("2026-01-10", "2026-01-01")).toBe(-9);
  });

  it("refuses malformed and impossible days", () => {
    expect(() => addCalendarDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addCalendarDays("26-1-1", 1)).toThrow(RangeError);
    expect(() => isBankingBusinessDay("0050-01-04")).toThrow(RangeError);
  });

  it("reads today in São Paulo, not in UTC", () => {
    // 02:00 UTC on the 5th is still 23:00 on the 4th in São Paulo (UTC−3).
    expect(saoPauloDate(new Date("2026-03-05T02:00:00Z"))).toBe("2026-03-04");
    expect(saoPauloDate(new Date("2026-03-05T03:00:00Z"))).toBe("2026-03-05");
  });
});

describe("banking holidays", () => {
  it("knows Easter and the days that move with it", () => {
    expect(easterSunday(2024)).toBe("2024-03-31");
    expect(easterSunday(2025)).toBe("2025-04-20");
    expect(easterSunday(2026)).toBe("2026-04-05");
    const h2026 = bankingHolidays(2026);
    expect(h2026).toEqual(expect.arrayContaining(["2026-02-16", "2026-02-17", "2026-04-03", "2026-06-04"]));
  });

  it("lists the 2026 calendar in order", () => {
    expect(bankingHolidays(2026)).toEqual([
      "2026-01-01",
      "2026-02-16",
      "2026-02-17",
      "2026-04-03",
      "2026-04-21",
      "2026-05-01",
      "2026-06-04",
      "2026-09-07",
      "2026-10-12",
      "2026-11-02",
      "2026-11-15",
      "2026-11-20",
      "2026-12-25",
    ]);
  });

  it("counts Nov 20 only from 2024 on", () => {
    expect(bankingHolidays(2023)).not.toContain("2023-11-20");
    expect(bankingHolidays(2024)).toContain("2024-11-20");
    expect(isBankingBusinessDay("2026-11-20")).toBe(false); // a Friday
    expect(isBankingBusinessDay("2023-11-20")).toBe(true); // a Monday, before the law
  });

  it("leaves weekends and holidays out, Ash Wednesday in", () => {
    expect(isBankingBusinessDay("2026-03-07")).toBe(false); // Saturday
    expect(isBankingBusinessDay("2026-03-08")).toBe(false); // Sunday
    expect(isBankingBusinessDay("2026-02-16")).toBe(false); // Carnival Monday
    expect(isBankingBusinessDay("2026-02-18")).toBe(true); // Ash Wednesday
    expect(isBankingBusinessDay("2026-04-03")).toBe(false); // Good Friday
    expect(isBankingBusinessDay("2026-06-04")).toBe(false); // Corpus Christi
    expect(isBankingBusinessDay("2026-06-05")).toBe(true);
  });

  it("agrees with @brazilian-utils on every day from 2024 to 2030 but Carnival Monday", () => {
    // The library follows the federal civil calendar, which lists only Carnival Tuesday; banks close both days.
    for (let day = "2024-01-01"; day <= "2030-12-31"; day = addCalendarDays(day, 1)) {
      const [year, month, date] = day.split("-").map(Number) as [number, number, number];
      const carnivalMonday = addCalendarDays(easterSunday(year), -48);
      const theirs = isBusinessDay(new Date(year, month - 1, date)) && day !== carnivalMonday;
      expect([day, isBankingBusinessDay(day)]).toEqual([day, theirs]);
    }
  });
});

describe("adding and counting business days", () => {
  it("skips weekends and holidays", () => {
    expect(addBankingBusinessDays("2026-02-13", 1)).toBe("2026-02-18"); // Fri → over Carnival → Ash Wednesday
    expect(addBankingBusinessDays("2026-04-01", 2)).toBe("2026-04-06"); // over Good Friday and the weekend
    expect(addBankingBusinessDays("2026-11-19", 1)).toBe("2026-11-23"); // over Nov 20 and the weekend
    expect(addBankingBusinessDays("2026-12-24", 1)).toBe("2026-12-28");
    expect(addBankingBusinessDays("2026-03-09", 3)).toBe("2026-03-12");
  });

  it("rolls a non-business day forward with n = 0 and keeps a business day", () => {
    expect(addBankingBusinessDays("2026-03-07", 0)).toBe("2026-03-09");
    expect(addBankingBusinessDays("2026-03-09", 0)).toBe("2026-03-09");
    expect(() => addBankingBusinessDays("2026-03-09", -1)).toThrow(RangeError);
    expect(() => addBankingBusinessDays("2026-03-09", 1.5)).toThrow(RangeError);
  });

  it("counts the business days after `from` up to and including `to`", () => {
    expect(businessDaysBetween("2026-02-13", "2026-02-18")).toBe(1);
    expect(businessDaysBetween("2026-03-09", "2026-03-09")).toBe(0);
    expect(businessDaysBetween("2026-03-12", "2026-03-09")).toBe(-3);
  });

  it("always lands on a business day strictly after the start, n business days away", () => {
    fc.assert(
      fc.property(anyDate, fc.integer({ min: 1, max: 40 }), (start, n) => {
        const end = addBankingBusinessDays(start, n);
        expect(isBankingBusinessDay(end)).toBe(true);
        expect(end > start).toBe(true);
        expect(businessDaysBetween(start, end)).toBe(n);
        expect(businessDaysBetween(end, start)).toBe(-n);
      }),
      { seed },
    );
  });
});
