import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import { loadCheckoutCourse } from "../checkout/checkout-course.server.ts";
import type { Route } from "./+types/fast-buy.route";
import { useTranslation } from "#src/i18n/react.ts";
import { useRootData } from "../root-data.ts";
import { readToken } from "#src/services/session/session-storage.ts";
import { CheckoutFrame } from "#src/views/checkout/checkout-frame.view.tsx";
import { CheckoutLoading, CheckoutUnavailable } from "#src/views/checkout/checkout-frame.view.tsx";
import { signInPath } from "#src/views/checkout/checkout-paths.ts";
import { minimalFooterHandle } from "../layouts/minimal-footer.ts";
import { useStorefrontOutlet } from "../layouts/storefront-outlet.ts";

// The checkout steps load once there is someone to buy (a new account, or a person already signed in).
const FastBuyForm = lazy(() => import("./fast-buy-form.tsx"));
const CheckoutFlow = lazy(() =>
  import("../checkout/checkout-flow.tsx").then((m) => ({ default: m.CheckoutFlow })),
);

const noSubscription = () => () => {};
const hasToken = () => readToken() !== null;

/**
 * /fast-buy/{product} (spec §2): quick purchase without registration. The form makes an account with a
 * temporary password (e-mailed; the session guard's temporary-password rule exempts this route, §4), then the
 * checkout's three steps run here, on the same address. Someone already signed in goes straight to them.
 */
export const handle = minimalFooterHandle;

export function loader({ request, params }: Route.LoaderArgs) {
  return loadCheckoutCourse(request, params.product);
}

export default function FastBuyRoute({ loaderData, params }: Route.ComponentProps) {
  const { t } = useTranslation("checkout");
  const { language } = useRootData();
  const { course } = loaderData;
  // The new account's e-mail, once the form made it (its temporary password went there).
  const [createdFor, setCreatedFor] = useState<string | null>(null);
  const { refreshUser } = useStorefrontOutlet();
  // The session lives in the browser: the server renders the form, the browser knows whether someone is in.
  const signedIn = useSyncExternalStore(noSubscription, hasToken, () => false);
  // The cart's voucher (?cupom=) goes on to the checkout steps, as on /checkout/{product}.
  const cupom = useSearchParams()[0].get("cupom")?.trim().slice(0, 60) ?? "";
  const formSignInPath = signInPath(params.product, cupom || null);
  // One element for as long as its inputs hold: React hydrates the form when its code arrives. A new element
  // before then (any re-render here) would make React throw the server's form away and show it again empty.
  const fastBuyForm = useMemo(
    () => (
      <Suspense fallback={<CheckoutLoading />}>
        <FastBuyForm
          language={language}
          product={params.product}
          signInPath={formSignInPath}
          onCreated={(email) => {
            setCreatedFor(email);
            // The header shows the new account at once, not "Entrar" beside a purchase under way.
            refreshUser();
          }}
        />
      </Suspense>
    ),
    [language, params.product, formSignInPath, refreshUser],
  );
  const frame = (children: React.ReactNode) => (
    <CheckoutFrame course={course} step="course" screen="course" summary={null} priceChangedTo={null}>
      {children}
    </CheckoutFrame>
  );
  return (
    <>
      <title>{`${t("fastBuy.title")}: ${course.name} — ${t("common:appName")}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      {!course.active ? (
        frame(<CheckoutUnavailable />)
      ) : signedIn || createdFor !== null ? (
        <Suspense fallback={frame(<CheckoutLoading />)}>
          <CheckoutFlow
            key={params.product}
            product={params.product}
            course={course}
            offeredVoucher={cupom || null}
            temporaryPasswordSentTo={createdFor}
          />
        </Suspense>
      ) : (
        frame(fastBuyForm)
      )}
    </>
  );
}
