import { useState, type FormEvent } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import type { MyAccountApi } from "#src/machines/my-account/my-account.connect.ts";
import type { AccountSection } from "#src/machines/my-account/my-account.types.ts";
import { FormAlert, TextField } from "../ui/form-fields.view.tsx";
import { form } from "../ui/form.styles.ts";
import { AppDialog } from "../ui/dialog.view.tsx";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { photoPreview } from "./account.styles.ts";

export type AccountMe = NonNullable<MyAccountApi["me"]>;
export interface PanelProps {
  api: MyAccountApi;
  me: AccountMe;
}

/**
 * The refusal of this panel's last save: `field(name)` is the message for that input (the API named it),
 * `alert` the message when the named field has no input here (it names the field in words).
 */
export function usePanelFailure(api: MyAccountApi, section: AccountSection, inputs: readonly string[]) {
  const { t } = useTranslation("account");
  const failure = api.failure?.section === section ? api.failure : null;
  const onInput = failure?.field != null && inputs.includes(failure.field);
  return {
    field: (name: string) => (failure && failure.field === name ? t(failure.key) : null),
    alert:
      failure && !onInput
        ? failure.field
          ? t("fieldError", { message: t(failure.key), field: t(`fields.${failure.field}`) })
          : t(failure.key)
        : null,
  };
}

export function ContactPanel({ api, me }: PanelProps) {
  const { t } = useTranslation("account");
  const failure = usePanelFailure(api, "contact", ["name", "email", "cellphone", "currentPassword"]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    const email = text("email");
    const cellphone = text("cellphone");
    api.save("contact", {
      name: text("name"),
      email,
      ...(cellphone ? { cellphone } : {}),
      ...(email.toLowerCase() !== me.email.toLowerCase()
        ? { currentPassword: String(data.get("currentPassword") ?? "") }
        : {}),
    });
  };
  return (
    <>
      <h2>{t("tabs.contact")}</h2>
      <FormAlert message={failure.alert} />
      <form method="post" className={form} noValidate onSubmit={onSubmit}>
        <TextField
          id="account-name"
          name="name"
          label={t("contact.name")}
          defaultValue={me.name}
          autoComplete="name"
          error={failure.field("name")}
          required
        />
        <TextField
          id="account-email"
          name="email"
          type="email"
          label={t("contact.email")}
          defaultValue={me.email}
          autoComplete="email"
          error={failure.field("email")}
          required
        />
        <TextField
          id="account-cellphone"
          name="cellphone"
          type="tel"
          label={t("contact.cellphone")}
          defaultValue={me.cellphone ?? ""}
          autoComplete="tel"
          error={failure.field("cellphone")}
        />
        <TextField
          id="account-current-password"
          name="currentPassword"
          type="password"
          label={t("contact.currentPassword")}
          hint={t("contact.currentPasswordHint")}
          autoComplete="current-password"
          error={failure.field("currentPassword")}
        />
        <button type="submit" className={buttonPrimary} disabled={api.savingSection !== null}>
          {t("contact.save")}
        </button>
      </form>
    </>
  );
}

export function PhotoPanel({ api, me }: PanelProps) {
  const { t } = useTranslation("account");
  const failure = usePanelFailure(api, "photo", ["photo"]);
  const [chosen, setChosen] = useState<File | null>(null);
  const [removing, setRemoving] = useState(false);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosen) api.uploadPhoto(chosen);
  };
  return (
    <>
      <h2>{t("tabs.photo")}</h2>
      <div className={photoPreview}>
        {me.photo ? <img src={me.photo} alt={t("photo.alt", { name: me.name })} /> : <p>{t("photo.none")}</p>}
        {me.photo && (
          <button
            type="button"
            className={buttonSecondary}
            disabled={api.savingSection !== null}
            onClick={() => setRemoving(true)}
          >
            {t("photo.remove")}
          </button>
        )}
      </div>
      {removing && (
        <AppDialog
          kind="delete"
          title={t("photo.removeTitle")}
          message={t("photo.removeMessage")}
          checkboxes={[t("photo.removeCheck")]}
          confirmLabel={t("photo.removeConfirm")}
          onCancel={() => setRemoving(false)}
          onConfirm={() => {
            setRemoving(false);
            api.removePhoto();
          }}
        />
      )}
      <form className={form} noValidate onSubmit={onSubmit}>
        <TextField
          id="account-photo"
          name="photo"
          type="file"
          accept="image/png,image/jpeg"
          label={t("photo.choose")}
          hint={t("photo.rules")}
          error={failure.field("photo") ?? failure.alert}
          onChange={(event) => setChosen(event.currentTarget.files?.[0] ?? null)}
        />
        <button type="submit" className={buttonPrimary} disabled={!chosen || api.savingSection !== null}>
          {t("photo.save")}
        </button>
      </form>
    </>
  );
}
