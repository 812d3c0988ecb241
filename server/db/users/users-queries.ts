import { sql } from "drizzle-orm";
import type { Customer, Locality, Person } from "#src/services/api/users-api.ts";
import { normalizePostalCode, stateOfPostalCode } from "#src/domain/postal-code/cep-ranges.ts";
import { queryRows, type Db } from "../database.ts";
import { verifyPassword } from "#server/identity/passwords.ts";

type PersonRow = {
  cpf: string;
  name: string;
  email: string;
  cellphone: string | null;
  person_address: Record<string, string> | null;
  integrate_module_id: number | null;
};

const toPerson = (row: PersonRow): Person => ({
  cpf: row.cpf,
  name: row.name,
  email: row.email,
  cellphone: row.cellphone,
  personAddress: row.person_address,
  integrateModuleId: row.integrate_module_id,
});

const personColumns = sql`cpf, name, email, cellphone, person_address, integrate_module_id`;

export async function personByCpf(db: Db, cpf: string): Promise<Person | null> {
  const [row] = await queryRows<PersonRow>(
    db,
    sql`select ${personColumns} from persons where cpf = ${cpf.replace(/\D/g, "")}`,
  );
  return row ? toPerson(row) : null;
}

export async function personByEmail(db: Db, email: string): Promise<Person | null> {
  const [row] = await queryRows<PersonRow>(
    db,
    sql`select ${personColumns} from persons where lower(email) = lower(${email}) order by id limit 1`,
  );
  return row ? toPerson(row) : null;
}

/** State from the official CEP ranges; street, neighbourhood and city where the seed knows them. */
export async function postalCodeLocality(db: Db, postalCode: string): Promise<Locality | null> {
  const digits = normalizePostalCode(postalCode);
  const state = digits === null ? null : stateOfPostalCode(digits);
  if (digits === null || state === null) return null;
  const [row] = await queryRows<{ street: string | null; neighborhood: string | null; city: string }>(
    db,
    sql`select street, neighborhood, city from postal_codes where postal_code = ${digits}`,
  );
  return {
    postalCode: digits,
    state,
    city: row?.city ?? null,
    street: row?.street ?? null,
    neighborhood: row?.neighborhood ?? null,
  };
}

type CustomerRow = {
  customer_id: number;
  name: string;
  email: string;
  cpf: string | null;
  customer_type: string;
  website_id: number;
  password_hash: string | null;
};

const toCustomer = (row: CustomerRow): Customer => ({
  customerId: row.customer_id,
  name: row.name,
  email: row.email,
  cpf: row.cpf,
  customerType: row.customer_type,
  websiteId: row.website_id,
});

/** The external customer system filters by customer type P and the marketplace's fixed website id (spec §9). */
export const linxWebsiteId = 1;
const customerColumns = sql`customer_id, name, email, cpf, customer_type, website_id, password_hash`;

export async function customerById(db: Db, customerId: number): Promise<Customer | null> {
  const [row] = await queryRows<CustomerRow>(
    db,
    sql`select ${customerColumns} from customers where customer_id = ${customerId} and customer_type = 'P' and website_id = ${linxWebsiteId}`,
  );
  return row ? toCustomer(row) : null;
}

/** A condition names the customer's e-mail ("Email == 'x@y.z'" or just the address); anything else finds nobody. */
export const conditionEmail = (condition: string): string | undefined =>
  /[^\s'"=()]+@[^\s'"=()]+\.[^\s'"=()]+/.exec(condition)?.[0];

export async function customersByCondition(db: Db, condition: string): Promise<Customer[]> {
  const email = conditionEmail(condition);
  if (!email) return [];
  const rows = await queryRows<CustomerRow>(
    db,
    sql`select ${customerColumns} from customers where lower(email) = lower(${email}) and customer_type = 'P' and website_id = ${linxWebsiteId}`,
  );
  return rows.map(toCustomer);
}

/** An unknown e-mail or a customer without a password is checked against the decoy hash: the same work. */
export async function customerLogin(db: Db, email: string, password: string): Promise<Customer | null> {
  const [row] = await queryRows<CustomerRow>(
    db,
    sql`select ${customerColumns} from customers where lower(email) = lower(${email}) limit 1`,
  );
  const passwordOk = await verifyPassword(row?.password_hash ?? null, password);
  return row && passwordOk ? toCustomer(row) : null;
}

/** The account a record belongs to (the same CPF first, else the same e-mail), for the audit log's subject. */
export async function userIdOwning(
  db: Db,
  record: { cpf: string | null; email: string },
): Promise<number | null> {
  const cpf = (record.cpf ?? "").replace(/\D/g, "");
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where (${cpf} <> '' and cpf = ${cpf}) or lower(email) = lower(${record.email})
        order by (cpf = ${cpf}) desc nulls last, id limit 1`,
  );
  return row?.id ?? null;
}

/** The e-mail of the person registered with this CPF or e-mail (persons, then accounts), or null. */
export async function registeredEmail(
  db: Db,
  key: { cpf: string } | { email: string },
): Promise<string | null> {
  const [row] =
    "cpf" in key
      ? await queryRows<{ email: string }>(
          db,
          sql`select email from persons where cpf = ${key.cpf.replace(/\D/g, "")}
              union all select email from users where cpf = ${key.cpf.replace(/\D/g, "")} limit 1`,
        )
      : await queryRows<{ email: string }>(
          db,
          sql`select email from persons where lower(email) = lower(${key.email})
              union all select email from users where lower(email) = lower(${key.email}) limit 1`,
        );
  return row?.email ?? null;
}
