import { useCardGateway } from "#src/machines/subscription-checkout/use-card-gateway.ts";
import type { CartOrderQuote } from "#src/machines/cart-order/cart-order.connect.ts";

/** The card's tokenizer for the cart order (ADR 059): the gateway's script while the card is chosen. */
export default function CartOrderCardGateway({
  gateway,
  nonce,
  language,
}: {
  gateway: CartOrderQuote["cardGateway"];
  nonce: string | undefined;
  language: string;
}) {
  useCardGateway(gateway, nonce, language);
  return null;
}
