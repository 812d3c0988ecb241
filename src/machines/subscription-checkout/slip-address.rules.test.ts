import { describe, expect, it } from "vitest";
import {
  addressProblems,
  emptyAddress,
  filledFromLocality,
  slipAddressInput,
  slipNeedsAddress,
} from "./slip-address.rules.ts";
import type { Checkout } from "./subscription-checkout.types.ts";

const typed = {
  zipCode: "30130-010",
  streetName: " Avenida Afonso Pena ",
  streetNumber: "1212",
  neighborhood: "Centro",
  city: "Belo Horizonte",
  federalUnit: "mg",
};
const gatewayCheckout = { slipNeedsAddress: true } as unknown as Checkout;

describe("the slip's payer address", () => {
  it("names every missing or malformed field with its own message", () => {
    expect(addressProblems(undefined)).toEqual({
      zipCode: "address.problem.zipCode",
      streetName: "address.problem.streetName",
      streetNumber: "address.problem.streetNumber",
      neighborhood: "address.problem.neighborhood",
      city: "address.problem.city",
      federalUnit: "address.problem.federalUnit",
    });
    expect(addressProblems({ ...typed, zipCode: "0131", federalUnit: "São" })).toEqual({
      zipCode: "address.problem.zipCode",
      federalUnit: "address.problem.federalUnit",
    });
    expect(addressProblems(typed)).toEqual({});
  });

  it("fills from the CEP only what the person has not typed, and sends it as the contract takes it", () => {
    const filled = filledFromLocality(
      { ...emptyAddress, zipCode: "30130-010", city: "BH" },
      {
        postalCode: "30130010",
        state: "MG",
        city: "Belo Horizonte",
        street: "Avenida Afonso Pena",
        neighborhood: null,
      },
    );
    expect(filled).toEqual({
      zipCode: "30130-010",
      streetName: "Avenida Afonso Pena",
      streetNumber: "",
      neighborhood: "",
      city: "BH",
      federalUnit: "MG",
    });
    const context = { method: "boleto" as const, checkout: gatewayCheckout };
    expect(slipNeedsAddress(context)).toBe(true);
    expect(slipAddressInput(context, { type: "PAY", address: typed })).toEqual({
      address: {
        zipCode: "30130010",
        streetName: "Avenida Afonso Pena",
        streetNumber: "1212",
        neighborhood: "Centro",
        city: "Belo Horizonte",
        federalUnit: "MG",
      },
    });
  });

  it("is not asked for the sandbox's own slip nor for another method", () => {
    const sandbox = { slipNeedsAddress: undefined } as unknown as Checkout;
    expect(slipNeedsAddress({ method: "boleto", checkout: sandbox })).toBe(false);
    expect(slipNeedsAddress({ method: "pix", checkout: gatewayCheckout })).toBe(false);
    expect(
      slipAddressInput({ method: "boleto", checkout: sandbox }, { type: "PAY", address: typed }),
    ).toEqual({});
  });
});
