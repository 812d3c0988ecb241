import { sandboxCardToken } from "../../domain/payments/card-token.ts";
import type { TokenizeCard } from "./mercadopago-tokenizer.ts";

/**
 * The card step's tokenizer, chosen after the checkout service is built (its runtime is kept per page): the
 * sandbox's until the card step says the store's gateway is another, then that gateway's once its script has
 * loaded. A script that failed to load tokenizes nothing (null), so the card is never sent anywhere else.
 */
export class CardTokenizerSlot {
  private chosen: Promise<TokenizeCard> | null = null;

  /** The gateway's tokenizer (a promise while its script loads); null goes back to the sandbox's. */
  use(tokenizer: Promise<TokenizeCard> | null): void {
    this.chosen = tokenizer;
  }

  readonly tokenize: TokenizeCard = async (card) => {
    if (!this.chosen) return sandboxCardToken(card);
    const tokenizer = await this.chosen.catch(() => null);
    return tokenizer ? tokenizer(card) : null;
  };
}

/** The page's one slot: the checkout runtime tokenizes through it, the card step's hook fills it. */
export const browserCardTokenizer = new CardTokenizerSlot();
