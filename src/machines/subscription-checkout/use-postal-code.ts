import { useCallback, useRef, useState, type Dispatch, type SetStateAction } from "react";
import { digitsOnly } from "#src/domain/payments/card.ts";
import { filledFromLocality, type AddressForm } from "./slip-address.rules.ts";

export type PostalCodeLookup = "idle" | "looking" | "found" | "notFound";

/**
 * Looks a CEP up once it has its 8 digits (the client adapter loads on first use, with postal-code.runtime.ts).
 * The locality fills the address fields the person left empty (filledFromLocality); a CEP the API does not know,
 * or a failed call, only says so: it never blocks the form. A newer CEP wins over an older answer on its way.
 */
export function usePostalCodeLookup(language: string, setAddress: Dispatch<SetStateAction<AddressForm>>) {
  const [state, setState] = useState<PostalCodeLookup>("idle");
  const latest = useRef("");
  const lookUp = useCallback(
    (typed: string) => {
      const cep = digitsOnly(typed);
      if (cep.length !== 8 || cep === latest.current) return;
      latest.current = cep;
      setState("looking");
      void import("./postal-code.runtime.ts")
        .then(({ lookUpPostalCode }) => lookUpPostalCode(language, cep))
        .catch(() => null)
        .then((locality) => {
          if (latest.current !== cep) return;
          if (locality) setAddress((form) => filledFromLocality(form, locality));
          setState(locality ? "found" : "notFound");
        });
    },
    [language, setAddress],
  );
  return { state, lookUp };
}
