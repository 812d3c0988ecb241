import { describe, expect, it } from "vitest";
import { auditLine } from "#tests/fixtures/audit-events.ts";
import { auditCsv, csvCell } from "./audit-csv.ts";

describe("audit CSV", () => {
  it("prefixes what a spreadsheet would run as a formula with an apostrophe", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+5511999")).toBe("'+5511999");
    expect(csvCell("-1")).toBe("'-1");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tx")).toBe("'\tx");
    expect(csvCell("Ana Lúcia")).toBe("Ana Lúcia");
    expect(csvCell(null)).toBe("");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("one\ntwo")).toBe('"one\ntwo"');
  });

  it("writes a header row and one row per line, CRLF", () => {
    const csv = auditCsv([
      auditLine(7, { subject: { username: "=evil", name: "Ana, Lúcia" }, detail: "by=username" }),
    ]);
    expect(csv.split("\r\n")).toEqual([
      "at,actor_username,actor_name,acting_as_username,acting_as_name,action,role,subject_username,subject_name,detail,ip",
      '2026-11-28T12:00:00.000Z,operador,Otávio Pereira,,,staff.user.read,operador,\'=evil,"Ana, Lúcia",by=username,203.0.113.9',
      "",
    ]);
  });
});
