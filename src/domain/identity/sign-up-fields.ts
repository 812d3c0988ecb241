/**
 * The fields of the sign-up form of spec §3 (CPF, full name, e-mail, username, password twice, cellphone,
 * privacy consent), without their rules: the page needs only these, the rules load with the machine.
 */
export interface SignUpForm {
  cpf: string;
  name: string;
  email: string;
  username: string;
  password: string;
  passwordConfirmation: string;
  cellphone: string;
  privacyAccepted: boolean;
}

export type SignUpField = keyof SignUpForm;

/** Field problems (and the captcha's) as i18n keys of the `auth` namespace; the view focuses the first. */
export type SignUpProblems = Partial<Record<SignUpField | "captcha", string>>;
