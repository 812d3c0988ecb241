import type { SnapshotFrom } from "xstate";
import { authFailureMessageKey } from "#src/domain/identity/auth-failures.ts";
import type { SignUpForm, SignUpProblems } from "#src/domain/identity/sign-up-fields.ts";
import type { signUpMachine } from "./sign-up.machine.ts";
import type { SignUpEvent } from "./sign-up.types.ts";

export interface SignUpApi {
  isSubmitting: boolean;
  isSignedUp: boolean;
  /** Field → i18n key (auth namespace). */
  problems: SignUpProblems;
  failureKey: string | null;
  submit(form: SignUpForm, captcha: string | null): void;
}

export function connectSignUp(
  snapshot: SnapshotFrom<typeof signUpMachine>,
  send: (event: SignUpEvent) => void,
): SignUpApi {
  return {
    isSubmitting: snapshot.matches("creating"),
    isSignedUp: snapshot.matches("signedUp"),
    problems: snapshot.context.problems,
    failureKey: snapshot.context.failure ? authFailureMessageKey(snapshot.context.failure) : null,
    submit: (form, captcha) => send({ type: "SUBMIT", form, captcha }),
  };
}

/** What the view shows before the machine has loaded (nothing in flight); `send` queues the events. */
export function idleSignUp(send: (event: SignUpEvent) => void): SignUpApi {
  return {
    isSubmitting: false,
    isSignedUp: false,
    problems: {},
    failureKey: null,
    submit: (form, captcha) => send({ type: "SUBMIT", form, captcha }),
  };
}
