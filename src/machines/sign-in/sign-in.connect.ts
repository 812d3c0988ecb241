import type { SnapshotFrom } from "xstate";
import { authFailureMessageKey, type AuthFailure } from "#src/domain/identity/auth-failures.ts";
import type { FieldProblems, SignInField } from "#src/domain/identity/form-problems.ts";
import type { signInMachine } from "./sign-in.machine.ts";
import type { Credentials, SignInEvent } from "./sign-in.types.ts";

export interface SecondFactorApi {
  destination: string;
  /** The channel the code went by; the dialog offers the other one. */
  channel: "email" | "sms";
  isVerifying: boolean;
  isResending: boolean;
  codeResent: boolean;
  failureKey: string | null;
  /** i18n key (auth namespace) of the code field's problem. */
  codeProblem: string | null;
  submitCode(code: string): void;
  resend(): void;
  /** A new code by the other channel (e-mail ↔ SMS); §8 'e-mail/cellphone number not found' when there is none. */
  resendByOtherChannel(): void;
  cancel(): void;
}

export interface SignInApi {
  isSubmitting: boolean;
  isSignedIn: boolean;
  failureKey: string | null;
  /** Field → i18n key (auth namespace), tied to the field by the view (`code`: the two-factor dialog's). */
  problems: FieldProblems<SignInField | "code">;
  /** Present while the two-factor dialog is open. */
  secondFactor: SecondFactorApi | null;
  submit(credentials: Credentials): void;
}

/** Spec §8: an unexpected sign-in failure is a 'login error', an unreachable service a 'login service error'. */
export function signInFailureKey(failure: AuthFailure): string {
  if (failure === "unexpected") return "auth:failures.loginError";
  if (failure === "serviceUnavailable") return "auth:failures.loginServiceError";
  return authFailureMessageKey(failure);
}

export function connectSignIn(
  snapshot: SnapshotFrom<typeof signInMachine>,
  send: (event: SignInEvent) => void,
): SignInApi {
  const { failure, challenge, codeResent, problems } = snapshot.context;
  const inSecondFactor = snapshot.matches("secondFactor");
  const failureKey = failure ? signInFailureKey(failure) : null;
  return {
    isSubmitting: snapshot.matches("authenticating"),
    isSignedIn: snapshot.matches("signedIn"),
    failureKey: inSecondFactor ? null : failureKey,
    problems,
    secondFactor:
      inSecondFactor && challenge
        ? {
            destination: challenge.destination,
            channel: challenge.channel,
            isVerifying: snapshot.matches({ secondFactor: "verifyingCode" }),
            isResending: snapshot.matches({ secondFactor: "resendingCode" }),
            codeResent,
            failureKey,
            codeProblem: problems.code ?? null,
            submitCode: (code) => send({ type: "SUBMIT_CODE", code }),
            resend: () => send({ type: "RESEND_CODE" }),
            resendByOtherChannel: () =>
              send({ type: "RESEND_CODE", channel: challenge.channel === "sms" ? "email" : "sms" }),
            cancel: () => send({ type: "CANCEL_SECOND_FACTOR" }),
          }
        : null,
    submit: (credentials) => send({ type: "SUBMIT", ...credentials }),
  };
}

/** What the view shows before the machine has loaded (nothing in flight); `send` queues the events. */
export function idleSignIn(send: (event: SignInEvent) => void): SignInApi {
  return {
    isSubmitting: false,
    isSignedIn: false,
    failureKey: null,
    problems: {},
    secondFactor: null,
    submit: (credentials) => send({ type: "SUBMIT", ...credentials }),
  };
}
