import type { SignUpForm } from "./sign-up-fields.ts";

/** A sign-up form that passes every rule of spec §3/§5 (tests and model tests vary one field at a time). */
export const validSignUpForm: SignUpForm = {
  cpf: "529.982.247-25",
  name: "Maria da Silva",
  email: "maria@example.com",
  username: "maria.silva",
  password: "Tucano#2026",
  passwordConfirmation: "Tucano#2026",
  cellphone: "(11) 98765-4321",
  privacyAccepted: true,
};
