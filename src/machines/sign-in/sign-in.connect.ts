import type { SnapshotFrom } from "xstate";
import { authFailureMessageKey } from "../../domain/identity/auth-failures.ts";
import type { signInMachine } from "./sign-in.machine.ts";
import type { Credentials, SignInEvent } from "./sign-in.types.ts";

export interface SecondFactorApi {
  destination: string;
  isVerifying: boolean;
  isResending: boolean;
  codeResent: boolean;
  failureKey: string | null;
  submitCode(code: string): void;
  resend(): void;
  cancel(): void;
}

export interface SignInApi {
  isSubmitting: boolean;
  isSignedIn: boolean;
  failureKey: string | null;
  /** Present while the two-factor dialog is open. */
  secondFactor: SecondFactorApi | null;
  submit(credentials: Credentials): void;
}

export function connectSignIn(snapshot: SnapshotFrom<typeof signInMachine>, send: (event: SignInEvent) => void): SignInApi {
  const { failure, challenge, codeResent } = snapshot.context;
  const inSecondFactor = snapshot.matches("secondFactor");
  const failureKey = failure ? authFailureMessageKey(failure) : null;
  return {
    isSubmitting: snapshot.matches("authenticating"),
    isSignedIn: snapshot.matches("signedIn"),
    failureKey: inSecondFactor ? null : failureKey,
    secondFactor:
      inSecondFactor && challenge
        ? {
            destination: challenge.destination,
            isVerifying: snapshot.matches({ secondFactor: "verifyingCode" }),
            isResending: snapshot.matches({ secondFactor: "resendingCode" }),
            codeResent,
            failureKey,
            submitCode: (code) => send({ type: "SUBMIT_CODE", code }),
            resend: () => send({ type: "RESEND_CODE" }),
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
    secondFactor: null,
    submit: (credentials) => send({ type: "SUBMIT", ...credentials }),
  };
}
