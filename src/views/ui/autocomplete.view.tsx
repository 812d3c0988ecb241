import { useId, useMemo, useState, type KeyboardEvent } from "react";
import {
  autocomplete,
  autocompleteControl,
  autocompleteOption,
  autocompleteList,
  optionLogo,
} from "./autocomplete.styles.ts";

export interface AutocompleteOption {
  value: string;
  label: string;
  /** Small logo URL; a default building icon shows when absent. */
  logo: string | null;
}

interface AutocompleteProps {
  label: string;
  options: AutocompleteOption[];
  selected: string | null;
  emptyText: string;
  onSelect(value: string | null): void;
}

/** ARIA 1.2 combobox with a filterable listbox: type to filter, arrows to move, Enter to pick, Escape to close. */
export function Autocomplete({ label, options, selected, emptyText, onSelect }: AutocompleteProps) {
  const id = useId();
  const selectedLabel = options.find((option) => option.value === selected)?.label ?? "";
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = (text ?? "").trim().toLowerCase();
  const visible = useMemo(
    () => options.filter((option) => query === "" || option.label.toLowerCase().includes(query)),
    [options, query],
  );

  const pick = (option: AutocompleteOption) => {
    onSelect(option.value);
    setText(null);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      setActive((index) => Math.min(index + 1, visible.length - 1));
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === "Enter" && open && visible[active]) {
      event.preventDefault();
      pick(visible[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
      setText(null);
    }
  };

  return (
    <div className={autocomplete}>
      <label htmlFor={`${id}-input`}>{label}</label>
      {/* A chevron says this is a list to pick from, not a text box (issue 28); a click opens it again. */}
      <div className={autocompleteControl} data-open={open || undefined}>
        <input
          id={`${id}-input`}
          role="combobox"
          aria-expanded={open}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={open && visible[active] ? `${id}-option-${active}` : undefined}
          autoComplete="off"
          value={text ?? selectedLabel}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(0);
          }}
          onFocus={() => setOpen(true)}
          onClick={() => setOpen(true)}
          onBlur={() => setTimeout(() => setOpen(false), 150)}
          onKeyDown={onKeyDown}
        />
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </div>
      {open && (
        <ul id={`${id}-list`} role="listbox" aria-label={label} className={autocompleteList}>
          {visible.length === 0 && (
            <li role="option" aria-selected={false} aria-disabled="true" className={autocompleteOption}>
              {emptyText}
            </li>
          )}
          {visible.map((option, index) => (
            <li
              key={option.value}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={option.value === selected}
              data-active={index === active || undefined}
              className={autocompleteOption}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
            >
              {option.logo ? (
                <img src={option.logo} alt="" width={24} height={24} className={optionLogo} />
              ) : (
                <svg className={optionLogo} width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
                  <path fill="currentColor" d="M4 21V5l8-3 8 3v16h-6v-5h-4v5H4Zm4-9h2V9H8v3Zm6 0h2V9h-2v3Z" />
                </svg>
              )}
              <span>{option.label}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
