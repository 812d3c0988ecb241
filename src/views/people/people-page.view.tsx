import { useState, type FormEvent } from "react";
import { formatCellphone, formatCpf } from "#src/domain/people/person-format.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { PeopleApi } from "#src/machines/people/people.connect.ts";
import type { StaffUser } from "#src/machines/people/people.types.ts";
import { FormAlert, TextField } from "../ui/form-fields.view.tsx";
import { field, form, hint } from "../ui/form.styles.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { PeopleActionsView } from "./people-actions.view.tsx";
import { PersonPurchasesView as PurchasesView, type PersonPurchases } from "./person-purchases.view.tsx";
import { ColumnHeads } from "../staff/column-heads.view.tsx";
import { StaffPageView } from "../staff/staff-page.view.tsx";
import { peopleCard, personPage, rolesTable, searchForm } from "./people.styles.ts";

/** The impersonation flow as this page uses it: start with one of the person's roles. */
export interface AccessAs {
  canStart: boolean;
  isSubmitting: boolean;
  /** An i18n key of the last refusal ("ns:key"). */
  failureKey: string | null;
  start(username: string, roleAlias: string): void;
}

interface PeoplePageProps {
  api: PeopleApi;
  purchases: PersonPurchases;
  accessAs: AccessAs;
  /** The sign-in address the password e-mail names (this host's). */
  applicationUrl: string;
  /** The current role has the People feature (spec §6 gating); null while the workspace loads. */
  available: boolean | null;
}

/** The staff People page (issue 30): the search, then the person's data, roles, "Acessar como" and actions. */
export function PeoplePageView({ api, accessAs, applicationUrl, available, purchases }: PeoplePageProps) {
  const { t } = useTranslation("people");
  const searchFailure = api.failure?.at === "search" ? api.failure : null;
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    api.search(String(new FormData(event.currentTarget).get("query") ?? ""));
  };
  return (
    <StaffPageView namespace="people" available={available}>
      <form className={searchForm} role="search" onSubmit={onSearch} noValidate>
        <TextField
          id="people-query"
          name="query"
          type="search"
          label={t("search.label")}
          hint={t("search.hint")}
          autoComplete="off"
          error={searchFailure?.field === "query" ? t(searchFailure.key) : null}
        />
        <button type="submit" className={buttonPrimary} disabled={api.isSearching}>
          {api.isSearching ? t("search.searching") : t("search.submit")}
        </button>
      </form>
      <FormAlert message={searchFailure && searchFailure.field !== "query" ? t(searchFailure.key) : null} />
      {api.user && (
        <PersonView
          key={api.user.uuid}
          user={api.user}
          api={api}
          accessAs={accessAs}
          applicationUrl={applicationUrl}
          purchases={purchases}
        />
      )}
    </StaffPageView>
  );
}

function PersonView({
  user,
  api,
  accessAs,
  applicationUrl,
  purchases,
}: {
  user: StaffUser;
  api: PeopleApi;
  accessAs: AccessAs;
  applicationUrl: string;
  purchases: PersonPurchases;
}) {
  const { t } = useTranslation("people");
  const none = t("person.none");
  const rows: [string, string][] = [
    [t("person.name"), user.name],
    [t("person.username"), user.username],
    [t("person.email"), user.email],
    [t("person.cpf"), user.cpf ? formatCpf(user.cpf) : none],
    [t("person.cellphone"), user.cellphone ? formatCellphone(user.cellphone) : none],
    [t("person.uuid"), user.uuid],
    [
      t("person.password"),
      t(user.temporaryPassword ? "person.temporaryPassword" : "person.definitivePassword"),
    ],
  ];
  return (
    <article className={personPage} aria-labelledby="person-name">
      <h2 id="person-name">{user.name}</h2>
      {user.isOperator && <p className={hint}>{t("person.staff")}</p>}
      <section className={peopleCard} aria-labelledby="person-data">
        <h3 id="person-data">{t("person.data")}</h3>
        <dl>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <RolesView user={user} />
      <PurchasesView purchases={purchases} />
      <AccessAsView user={user} api={api} accessAs={accessAs} />
      <PeopleActionsView api={api} applicationUrl={applicationUrl} />
    </article>
  );
}

function RolesView({ user }: { user: StaffUser }) {
  const { t } = useTranslation("people");
  return (
    <section className={peopleCard} aria-labelledby="person-roles">
      <h3 id="person-roles">{t("roles.title")}</h3>
      {user.rights.length === 0 ? (
        <p>{t("roles.empty")}</p>
      ) : (
        <div className={rolesTable} tabIndex={0} role="region" aria-labelledby="person-roles">
          <table>
            <ColumnHeads
              labels={["application", "role", "level", "tenant", "ies"].map((name) => t(`roles.${name}`))}
            />
            <tbody>
              {user.rights.map((right) => (
                <tr
                  key={[right.applicationAlias, right.roleAlias, right.tenantAlias, right.iesAlias].join("/")}
                >
                  <td>{right.applicationAlias}</td>
                  <td>{right.roleName}</td>
                  <td>{t(`roles.levels.${right.level}`)}</td>
                  <td>{right.tenantAlias ?? t("person.none")}</td>
                  <td>{right.iesAlias ?? t("person.none")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function AccessAsView({ user, api, accessAs }: { user: StaffUser; api: PeopleApi; accessAs: AccessAs }) {
  const { t } = useTranslation("people");
  const [role, setRole] = useState(api.roleChoices[0]?.roleAlias ?? "");
  const chosen = api.roleChoices.some((choice) => choice.roleAlias === role)
    ? role
    : (api.roleChoices[0]?.roleAlias ?? "");
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    accessAs.start(user.username, chosen);
  };
  const unavailable = user.isOperator
    ? t("impersonate.staff")
    : api.roleChoices.length === 0
      ? t("impersonate.none")
      : null;
  return (
    <section className={peopleCard} aria-labelledby="person-access-as">
      <h3 id="person-access-as">{t("impersonate.title")}</h3>
      {unavailable ? (
        <p>{unavailable}</p>
      ) : (
        <form className={form} onSubmit={onSubmit}>
          <p className={hint}>{t("impersonate.lead")}</p>
          <div className={field}>
            <label htmlFor="people-access-role">{t("impersonate.role", { name: user.name })}</label>
            <select id="people-access-role" value={chosen} onChange={(event) => setRole(event.target.value)}>
              {api.roleChoices.map((choice) => (
                <option key={choice.roleAlias} value={choice.roleAlias}>
                  {choice.scope ? `${choice.roleName} (${choice.scope})` : choice.roleName}
                </option>
              ))}
            </select>
          </div>
          <FormAlert message={accessAs.failureKey ? t(accessAs.failureKey) : null} />
          <button
            type="submit"
            className={buttonPrimary}
            disabled={!accessAs.canStart || accessAs.isSubmitting}
          >
            {t("impersonate.submit", { name: user.name })}
          </button>
        </form>
      )}
    </section>
  );
}
