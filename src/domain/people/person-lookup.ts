/**
 * The People page's search (issue 30): one box that takes a username, an e-mail, a CPF or a uuid; the shape of
 * the text picks the staff call (get-user-by-uuid, get-user-by-email, person by CPF then by e-mail, or
 * get-user-by-username).
 */
export type PersonLookup =
  | { kind: "uuid"; value: string }
  | { kind: "email"; value: string }
  | { kind: "cpf"; value: string }
  | { kind: "username"; value: string };

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const cpfPattern = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;

/** What the typed text is, by its shape; null for empty text. */
export function personLookupOf(text: string): PersonLookup | null {
  const value = text.trim();
  if (value === "") return null;
  if (uuidPattern.test(value)) return { kind: "uuid", value: value.toLowerCase() };
  if (value.includes("@")) return { kind: "email", value };
  if (cpfPattern.test(value)) return { kind: "cpf", value: value.replace(/\D/g, "") };
  return { kind: "username", value };
}
