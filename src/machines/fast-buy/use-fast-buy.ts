import { useRef } from "react";
import { useNavigate } from "react-router";
import { useCaptcha, type CaptchaState } from "../flow-kit/use-captcha.ts";
import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { useIdentityEnvironment } from "../flow-kit/use-identity-environment.ts";
import type { FastBuyApi } from "./fast-buy.connect.ts";
import { idleFastBuy } from "./fast-buy.idle.ts";
import type { FastBuyEvent } from "./fast-buy.types.ts";

/** Where an e-mail that already has an account signs in, and comes back to this course's checkout (spec §2). */
export const emailExistsPath = (product: string) =>
  `/signin/email-exists?returnUrl=${encodeURIComponent(`/checkout/${product}`)}`;

/**
 * The quick purchase on a page: the machine and its Effect actors load after hydration; the captcha is the
 * identity flows' ALTCHA. An existing e-mail goes to sign in; a new account shows the checkout (isCreated).
 */
export function useFastBuy(options: {
  language: string;
  product: string;
  /** The account was made (its temporary password e-mailed to `email`) and this tab is signed in to it. */
  onCreated(email: string): void;
}): {
  api: FastBuyApi;
  captcha: CaptchaState;
} {
  const navigate = useNavigate();
  // The e-mail last submitted: an existing account's sign-in starts with it filled in (issue 28).
  const email = useRef("");
  const flow = useFlowRuntime<FastBuyApi, FastBuyEvent>(idleFastBuy, (onChange) =>
    import("./fast-buy.runtime.ts").then(({ runFastBuy }) =>
      runFastBuy(options.language, options.product, onChange, (output) => {
        if (output.outcome === "emailExists")
          void navigate(emailExistsPath(options.product), { state: { login: email.current } });
        else options.onCreated(email.current);
      }),
    ),
  );
  const api: FastBuyApi = {
    ...flow,
    submit: (form, captcha) => {
      email.current = form.email.trim();
      flow.submit(form, captcha);
    },
  };
  const captcha = useCaptcha(useIdentityEnvironment(options.language), api.isSubmitting);
  return { api, captcha };
}
