import { useTranslation } from "#src/i18n/react.ts";
import type { RoleSelectionApi } from "#src/machines/role-selection/role-selection.connect.ts";
import { Autocomplete } from "../ui/autocomplete.view.tsx";
import { PageSpinner } from "../ui/spinner.view.tsx";
import { visuallyHidden } from "../ui/ui.styles.ts";
import { choiceButton, choiceList, iconButton, panelHeader, roleList, rolePanel } from "./session.styles.ts";

const Chevron = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    <path fill="currentColor" d="m9 6 6 6-6 6-1.4-1.4 4.6-4.6-4.6-4.6L9 6Z" />
  </svg>
);

const Check = () => (
  <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    <path fill="currentColor" d="m9.5 16.2-4.2-4.2-1.4 1.4 5.6 5.6 11-11-1.4-1.4-9.6 9.6Z" />
  </svg>
);

/** Role-selection screen of spec §2: access kinds with chevrons, then scope pickers and roles (check on active). */
export function RoleSelectionView({
  api,
  headingLevel = 1,
}: {
  api: RoleSelectionApi;
  headingLevel?: 1 | 2;
}) {
  const { t } = useTranslation("session");
  const Heading = headingLevel === 1 ? "h1" : "h2";
  if (api.isAssuming) return <PageSpinner />;

  if (api.panel === "access") {
    return (
      <section className={rolePanel} aria-labelledby="access-title">
        <Heading id="access-title">{t("roleSelection.accessTitle")}</Heading>
        <ul className={choiceList}>
          {api.accessKinds.map((kind) => (
            <li key={kind}>
              <button type="button" className={choiceButton} onClick={() => api.selectAccess(kind)}>
                <span>{t(`roleSelection.kinds.${kind}`)}</span>
                <Chevron />
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <section className={rolePanel} aria-labelledby="roles-title">
      <div className={panelHeader}>
        {api.canGoBack && (
          <button
            type="button"
            className={iconButton}
            onClick={api.back}
            aria-label={t("roleSelection.back")}
          >
            <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
              <path fill="currentColor" d="M20 11H7.8l5.6-5.6L12 4l-8 8 8 8 1.4-1.4L7.8 13H20v-2Z" />
            </svg>
          </button>
        )}
        <Heading id="roles-title">
          {api.kind ? t(`roleSelection.kinds.${api.kind}`) : t("roleSelection.title")}
        </Heading>
      </div>
      {api.tenantPicker && (
        <Autocomplete
          label={t("roleSelection.tenant")}
          options={api.tenantPicker.options.map((o) => ({ value: o.alias, label: o.name, logo: o.logo }))}
          selected={api.tenantPicker.selected}
          emptyText={t("roleSelection.noData")}
          onSelect={api.selectTenant}
        />
      )}
      {api.iesPicker && (
        <Autocomplete
          label={t("roleSelection.ies")}
          options={api.iesPicker.options.map((o) => ({ value: o.alias, label: o.name, logo: o.logo }))}
          selected={api.iesPicker.selected}
          emptyText={t("roleSelection.noData")}
          onSelect={api.selectIes}
        />
      )}
      <h3 className={visuallyHidden} id="role-list-title">
        {t("roleSelection.roles")}
      </h3>
      {api.roles.length === 0 ? (
        <p>{t("roleSelection.noData")}</p>
      ) : (
        <ul className={`${choiceList} ${roleList}`} aria-labelledby="role-list-title">
          {api.roles.map((role) => (
            <li key={role.alias}>
              <button
                type="button"
                className={choiceButton}
                aria-current={role.active ? "true" : undefined}
                onClick={() => api.chooseRole(role.alias)}
              >
                <span>
                  {role.name}
                  {role.active && <span className={visuallyHidden}> ({t("roleSelection.active")})</span>}
                </span>
                {role.active && <Check />}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
