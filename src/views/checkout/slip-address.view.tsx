import { useRef, useState, type FormEvent } from "react";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import {
  addressFields,
  emptyAddress,
  type AddressField,
  type AddressForm,
} from "#src/machines/subscription-checkout/slip-address.rules.ts";
import type { PaymentStepApi } from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { usePostalCodeLookup } from "#src/machines/subscription-checkout/use-postal-code.ts";
import { TextField } from "../ui/form-fields.view.tsx";
import { form, hint } from "../ui/form.styles.ts";
import { useFocusFirstInvalid } from "../ui/use-focus-first-invalid.ts";
import { buttonPrimary, visuallyHidden } from "../ui/ui.styles.ts";

/** How each field is filled in by the browser (autocomplete) and typed. */
const inputs: Record<AddressField, { autoComplete: string; inputMode?: "numeric"; maxLength: number }> = {
  zipCode: { autoComplete: "postal-code", inputMode: "numeric", maxLength: 9 },
  streetName: { autoComplete: "address-line1", maxLength: 120 },
  streetNumber: { autoComplete: "address-line2", maxLength: 20 },
  neighborhood: { autoComplete: "address-level3", maxLength: 80 },
  city: { autoComplete: "address-level2", maxLength: 80 },
  federalUnit: { autoComplete: "address-level1", maxLength: 2 },
};

/** "01310100" → "01310-100" as typed. */
const formatCep = (text: string) => {
  const digits = text.replace(/\D/g, "").slice(0, 8);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
};

/**
 * The payer's address of a boleto registered at the gateway (issue 26): the CEP fills street, neighbourhood,
 * city and state (GET /postalcode/locality), every field stays editable, and a CEP nobody knows only says so.
 */
export function SlipAddressView({ api, total }: { api: PaymentStepApi; total: number }) {
  const { t, i18n } = useTranslation("checkout");
  const language = i18n.language as Language;
  const formRef = useRef<HTMLFormElement>(null);
  const [address, setAddress] = useState<AddressForm>(emptyAddress);
  // A field changed since the last try (typed, or filled from the CEP) no longer shows that try's problem.
  const [tried, setTried] = useState<AddressForm>(emptyAddress);
  useFocusFirstInvalid(formRef, api.addressProblems);
  const lookup = usePostalCodeLookup(language, setAddress);
  const change = (field: AddressField, value: string) => {
    const typed = field === "zipCode" ? formatCep(value) : value;
    setAddress((current) => ({ ...current, [field]: typed }));
    if (field === "zipCode") lookup.lookUp(typed);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTried(address);
    api.payBySlip(address);
  };
  const error = (field: AddressField) =>
    api.addressProblems[field] && address[field] === tried[field] ? t(api.addressProblems[field]!) : null;

  return (
    <form
      ref={formRef}
      method="post"
      className={form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="checkout-address-title"
    >
      <h3 id="checkout-address-title">{t("address.title")}</h3>
      <p className={hint}>{t("address.lead")}</p>
      <div className={form}>
        {addressFields.map((field) => (
          <TextField
            key={field}
            id={`checkout-address-${field}`}
            name={field}
            label={t(`address.${field}`)}
            {...inputs[field]}
            value={address[field]}
            onChange={(event) => change(field, event.currentTarget.value)}
            error={error(field)}
            {...(field === "zipCode" ? { hint: t(`address.lookup.${lookup.state}`) } : {})}
          />
        ))}
      </div>
      {/* The CEP field's hint changes silently for a screen reader: the lookup's outcome is also announced. */}
      <p role="status" className={visuallyHidden}>
        {lookup.state === "idle" ? "" : t(`address.lookup.${lookup.state}`)}
      </p>
      <button type="submit" className={buttonPrimary} disabled={api.isPaying || api.isSwitchingPlan}>
        {api.isPaying ? t("payment.paying") : t("payment.paySlip", { total: formatBrl(total, language) })}
      </button>
    </form>
  );
}
