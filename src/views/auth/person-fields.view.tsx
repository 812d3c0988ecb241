import type { ReactNode } from "react";
import { Link } from "react-router";
import type { FastBuyField } from "#src/domain/identity/fast-buy-form.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { CheckboxField, TextField } from "../ui/form-fields.view.tsx";
import { masks, useInputMask } from "../ui/use-input-mask.ts";

/** The fields that say who a person is: the quick purchase's whole form, and sign-up's without its account fields. */
export type PersonField = FastBuyField;

interface PersonFieldsProps {
  /** Prefix of the inputs' ids (`sign-up`, `fast-buy`). */
  idPrefix: string;
  /** A field's already-translated error, if any. */
  error: (name: PersonField) => string | null;
  privacyPolicyPath: string;
  /** Sign-up asks the CPF first; the quick purchase asks it after the e-mail. */
  cpfFirst: boolean;
  /** Fields of the form's own between the e-mail and the cellphone (sign-up's username and passwords). */
  children?: ReactNode;
}

/**
 * Name, e-mail, CPF and cellphone with their masks of spec §5 (CPF 000.000.000-00, cellphone (99) 99999-9999,
 * attached after hydration) and the privacy consent, in the words of the sign-up form (auth namespace).
 */
export function PersonFields({ idPrefix, error, privacyPolicyPath, cpfFirst, children }: PersonFieldsProps) {
  const { t } = useTranslation("auth");
  const cpfMask = useInputMask(masks.cpf);
  const cellphoneMask = useInputMask(masks.cellphone);
  const fieldId = (name: PersonField) => `${idPrefix}-${name}`;
  const cpf = (
    <TextField
      id={fieldId("cpf")}
      name="cpf"
      label={t("signUp.cpf")}
      inputMode="numeric"
      ref={cpfMask}
      placeholder="000.000.000-00"
      error={error("cpf")}
      required
    />
  );
  return (
    <>
      {cpfFirst && cpf}
      <TextField
        id={fieldId("name")}
        name="name"
        label={t("signUp.name")}
        autoComplete="name"
        error={error("name")}
        required
      />
      <TextField
        id={fieldId("email")}
        name="email"
        type="email"
        label={t("signUp.email")}
        autoComplete="email"
        error={error("email")}
        required
      />
      {!cpfFirst && cpf}
      {children}
      <TextField
        id={fieldId("cellphone")}
        name="cellphone"
        type="tel"
        label={t("signUp.cellphone")}
        placeholder="(99) 99999-9999"
        ref={cellphoneMask}
        autoComplete="tel-national"
        error={error("cellphone")}
        required
      />
      <CheckboxField
        id={fieldId("privacyAccepted")}
        name="privacyAccepted"
        label={
          <>
            {t("signUp.privacy")} <Link to={privacyPolicyPath}>{t("signUp.privacyLink")}</Link>
          </>
        }
        error={error("privacyAccepted")}
      />
    </>
  );
}
