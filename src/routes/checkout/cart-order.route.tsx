import { lazy, Suspense } from "react";
import { mayBeSignedIn } from "#src/domain/session-hint.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { useCartOrder } from "#src/machines/cart-order/use-cart-order.ts";
import { CartOrderView } from "#src/views/cart/cart-order.view.tsx";
import { useDocumentNonce } from "#src/views/layout/document-assets.view.tsx";
import { minimalFooterHandle } from "../layouts/minimal-footer.ts";
import { useStorefrontOutlet } from "../layouts/storefront-outlet.ts";
import type { Route } from "./+types/cart-order.route";

/**
 * /checkout/carrinho (issue 28, ADR 067): the person's whole cart paid as one order with one Pix, slip or card. The order runs
 * in the browser, where the session and the anonymous cart are; with no session hint the server renders the
 * signed-out step itself rather than "Carregando…". Someone signing in or out starts the flow again.
 */
export const handle = minimalFooterHandle;

// Every course, the order's Pix and its confirmation show only after the cart is read: a chunk of their own.
const CartOrderSteps = lazy(() =>
  import("#src/views/cart/cart-order-steps.view.tsx").then(({ CartOrderSteps: view }) => ({
    default: view,
  })),
);

// By card, the gateway's script tokenizes in the browser (ADR 059): loaded only once the card is chosen.
const CardGateway = lazy(() => import("./cart-order-card-gateway.tsx"));

export function loader({ request }: Route.LoaderArgs) {
  return { signedOut: !mayBeSignedIn(request.headers.get("cookie")) };
}

export default function CartOrderRoute({ loaderData }: Route.ComponentProps) {
  const { person } = useStorefrontOutlet();
  return <CartOrderFlow key={person ?? ""} signedOutHint={loaderData.signedOut} />;
}

function CartOrderFlow({ signedOutHint }: { signedOutHint: boolean }) {
  const { t, i18n } = useTranslation("cart");
  const api = useCartOrder(i18n.language);
  const nonce = useDocumentNonce();
  const status = api.status === "loading" && signedOutHint ? "signedOut" : api.status;
  return (
    <>
      <title>{`${t("order.title")} — ${t("common:appName")}`}</title>
      <meta name="robots" content="noindex,nofollow" />
      <CartOrderView
        api={api}
        status={status}
        steps={
          <>
            <Suspense fallback={null}>
              <CartOrderSteps api={api} status={status} />
            </Suspense>
            {/* Its own boundary: while its chunk loads, the steps stay on the page. */}
            {api.method === "card" && api.quote && (
              <Suspense fallback={null}>
                <CardGateway gateway={api.quote.cardGateway} nonce={nonce} language={i18n.language} />
              </Suspense>
            )}
          </>
        }
      />
    </>
  );
}
