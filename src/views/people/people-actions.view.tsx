import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import type { PeopleApi } from "#src/machines/people/people.connect.ts";
import type { PeopleAction } from "#src/machines/people/people.types.ts";
import { FormAlert, FormNotice, TextField } from "../ui/form-fields.view.tsx";
import { form, hint } from "../ui/form.styles.ts";
import { buttonPrimary } from "../ui/ui.styles.ts";
import { actionsGrid, peopleCard } from "./people.styles.ts";

const valuesOf = (event: FormEvent<HTMLFormElement>) => {
  event.preventDefault();
  const data = new FormData(event.currentTarget);
  return (name: string) => String(data.get(name) ?? "").trim();
};

/** One action's form: its title, fields, the refusal that is not a field's, what it did, and its button. */
function ActionForm(props: {
  api: PeopleApi;
  action: PeopleAction;
  title: string;
  lead?: string;
  submit: string;
  done: string;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  children: ReactNode;
}) {
  const { t } = useTranslation("people");
  const { api, action } = props;
  const failure = api.failure?.at === action ? api.failure : null;
  const titleId = `people-${action}-title`;
  return (
    <section className={peopleCard} aria-labelledby={titleId}>
      <h3 id={titleId}>{props.title}</h3>
      {props.lead && <p className={hint}>{props.lead}</p>}
      <form className={form} onSubmit={props.onSubmit} noValidate>
        {props.children}
        <FormAlert message={failure && !failure.field ? t(failure.key) : null} />
        <FormNotice message={api.succeeded === action ? props.done : null} />
        <button type="submit" className={buttonPrimary} disabled={api.busy !== null}>
          {api.busy === action ? t("busy") : props.submit}
        </button>
      </form>
    </section>
  );
}

/**
 * The person's-page actions of issue 30: add a role, add an institution, change the username, set a new
 * password. A 400 shows under the field the server named, in the page's language.
 */
export function PeopleActionsView({ api, applicationUrl }: { api: PeopleApi; applicationUrl: string }) {
  const { t } = useTranslation("people");
  const errorOf = (action: PeopleAction, ...fields: string[]) =>
    api.failure?.at === action && api.failure.field && fields.includes(api.failure.field)
      ? t(api.failure.key)
      : null;
  const field = (
    action: PeopleAction,
    name: string,
    label: string,
    extra: { defaultValue?: string; hint?: string; type?: string; fields?: string[] } = {},
  ) => (
    <TextField
      id={`people-${action}-${name}`}
      name={name}
      label={label}
      autoComplete={extra.type === "password" ? "new-password" : "off"}
      defaultValue={extra.defaultValue}
      hint={extra.hint}
      type={extra.type ?? "text"}
      error={errorOf(action, ...(extra.fields ?? [name]))}
    />
  );
  return (
    <div className={actionsGrid}>
      <ActionForm
        api={api}
        action="addRole"
        title={t("addRole.title")}
        submit={t("addRole.submit")}
        done={t("addRole.done")}
        onSubmit={(event) => {
          const value = valuesOf(event);
          const iesAlias = value("iesAlias");
          api.addRole({
            applicationAlias: value("applicationAlias"),
            role: value("role"),
            tenantAlias: value("tenantAlias"),
            ...(iesAlias ? { iesAlias } : {}),
          });
        }}
      >
        {field("addRole", "applicationAlias", t("addRole.application"), {
          defaultValue: "artmed-marketplace",
        })}
        {field("addRole", "role", t("addRole.role"), { fields: ["role", "uuid"] })}
        {field("addRole", "tenantAlias", t("addRole.tenant"))}
        {field("addRole", "iesAlias", t("addRole.ies"))}
      </ActionForm>
      <ActionForm
        api={api}
        action="addIes"
        title={t("addIes.title")}
        submit={t("addIes.submit")}
        done={t("addIes.done")}
        onSubmit={(event) => {
          const value = valuesOf(event);
          api.addIes({
            applicationAlias: value("applicationAlias"),
            iesAlias: value("iesAlias"),
            role: value("role"),
          });
        }}
      >
        {field("addIes", "applicationAlias", t("addIes.application"), { defaultValue: "sabia-portal" })}
        {field("addIes", "iesAlias", t("addIes.ies"))}
        {field("addIes", "role", t("addIes.role"), { fields: ["role", "userId"] })}
      </ActionForm>
      <ActionForm
        api={api}
        action="rename"
        title={t("rename.title")}
        submit={t("rename.submit")}
        done={t("rename.done")}
        onSubmit={(event) => api.rename(valuesOf(event)("username"))}
      >
        {field("rename", "username", t("rename.username"), {
          defaultValue: api.user?.username,
          fields: ["username", "userId"],
        })}
      </ActionForm>
      <ActionForm
        api={api}
        action="setPassword"
        title={t("password.title")}
        lead={t("password.lead")}
        submit={t("password.submit")}
        done={t("password.done")}
        onSubmit={(event) => {
          const value = valuesOf(event);
          api.setPassword(value("password"), value("applicationUrl"));
        }}
      >
        {field("setPassword", "password", t("password.password"), {
          hint: t("password.hint"),
          type: "password",
          fields: ["password", "uuid"],
        })}
        {field("setPassword", "applicationUrl", t("password.applicationUrl"), {
          defaultValue: applicationUrl,
          type: "url",
        })}
      </ActionForm>
    </div>
  );
}
