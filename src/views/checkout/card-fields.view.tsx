import { useState, type ReactNode } from "react";
import { cardBrand, digitsOnly, formatCardNumber } from "#src/domain/payments/card.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { TextField } from "../ui/form-fields.view.tsx";
import { hint } from "../ui/form.styles.ts";
import { cardGrid } from "./checkout.styles.ts";

/** "0526" → "05/26" as the person types (digits only, at most MM/AA). */
const formatExpiry = (text: string) => {
  const digits = digitsOnly(text).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
};

export type CardFieldName = "number" | "holder" | "expiry" | "cvv";

/** The number and expiry as typed (formatted), read by the form on submit; holder and CVV come from its data. */
export function useCardInput() {
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  return { number, setNumber, expiry, setExpiry };
}

/**
 * The card's fields, shared by a purchase's card form and a cart order's: number (grouped as the card prints it,
 * brand shown as typed), holder, expiry, CVV, then `children` (the installments).
 */
export function CardFields({
  idPrefix,
  input,
  error,
  children,
}: {
  idPrefix: string;
  input: ReturnType<typeof useCardInput>;
  error?: (name: CardFieldName) => string | null;
  children: ReactNode;
}) {
  const { t } = useTranslation("checkout");
  const brand = cardBrand(input.number);
  const problem = (name: CardFieldName) => error?.(name) ?? null;
  return (
    <div className={cardGrid}>
      <div>
        <TextField
          id={`${idPrefix}-number`}
          name="number"
          label={t("card.number")}
          inputMode="numeric"
          autoComplete="cc-number"
          value={input.number}
          onChange={(event) => input.setNumber(formatCardNumber(event.currentTarget.value))}
          error={problem("number")}
        />
        <p className={hint} aria-live="polite">
          {brand ? t("card.brand", { brand: t(`card.brands.${brand}`) }) : ""}
        </p>
      </div>
      <TextField
        id={`${idPrefix}-holder`}
        name="holder"
        label={t("card.holder")}
        autoComplete="cc-name"
        error={problem("holder")}
      />
      <TextField
        id={`${idPrefix}-expiry`}
        name="expiry"
        label={t("card.expiry")}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t("card.expiryPlaceholder")}
        value={input.expiry}
        onChange={(event) => input.setExpiry(formatExpiry(event.currentTarget.value))}
        error={problem("expiry")}
      />
      <TextField
        id={`${idPrefix}-cvv`}
        name="cvv"
        label={t("card.cvv")}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        error={problem("cvv")}
      />
      {children}
    </div>
  );
}
