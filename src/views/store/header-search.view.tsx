import { useState, type FormEvent } from "react";
import { useTranslation } from "#src/i18n/react.ts";
import { Form, useNavigate } from "react-router";
import { buttonPrimary, visuallyHidden } from "../ui/ui.styles.ts";
import { searchForm } from "./header.styles.ts";

/** Query flag that marks a search typed into the header field (spec §2 header). */
export const fromInputFlag = { name: "origem", value: "campo" } as const;

/** The header field's behaviour, shared by the desktop form and the mobile full-screen search. */
export function useHeaderSearch() {
  const navigate = useNavigate();
  const [text, setText] = useState("");
  // Runs only with text; goes to the search page with the text and the flag, then clears the field.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const term = text.trim();
    if (!term) return false;
    const params = new URLSearchParams({ termo: term, [fromInputFlag.name]: fromInputFlag.value });
    setText("");
    void navigate(`/busca?${params}`);
    return true;
  };
  return { text, setText, onSubmit };
}

interface HeaderSearchFormProps {
  id: string;
  field: ReturnType<typeof useHeaderSearch>;
  className?: string;
  /** Every change of the text (the mobile search asks for suggestions; the browser's own list is then off). */
  onTextChange?(text: string): void;
  /** A search ran (the mobile search closes). */
  onSearched?(): void;
}

/** The header's search form: a GET form to /busca, so it also works before JavaScript loads. */
export function HeaderSearchForm({ id, field, className, onTextChange, onSearched }: HeaderSearchFormProps) {
  const { t } = useTranslation("store");
  return (
    <Form
      method="get"
      action="/busca"
      role="search"
      className={className}
      onSubmit={(event) => {
        if (field.onSubmit(event)) onSearched?.();
      }}
    >
      <label htmlFor={id} className={visuallyHidden}>
        {t("header.search")}
      </label>
      <input
        id={id}
        name="termo"
        type="search"
        required
        autoComplete={onTextChange ? "off" : undefined}
        placeholder={t("header.searchPlaceholder")}
        value={field.text}
        onChange={(event) => {
          field.setText(event.target.value);
          onTextChange?.(event.target.value);
        }}
      />
      <input type="hidden" name={fromInputFlag.name} value={fromInputFlag.value} />
      <button type="submit" className={buttonPrimary}>
        {t("header.searchSubmit")}
      </button>
    </Form>
  );
}

/** Desktop header search. */
export function HeaderSearch() {
  return <HeaderSearchForm id="header-search" field={useHeaderSearch()} className={searchForm} />;
}
