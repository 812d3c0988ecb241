import { sandboxCardToken } from "#src/domain/payments/card-token.ts";
import type { TokenizeCard } from "./mercadopago-tokenizer.ts";

/** How long a card waits for the form to say which gateway tokenizes it before it is refused (no token). */
export const undecidedTokenizerMs = 15_000;

/**
 * The card step's tokenizer, chosen after the checkout service is built (its runtime is kept per page): the card
 * form tells which — the sandbox's (`use(null)`), or the gateway's once its script has loaded. Until it has told
 * (its code may still be loading when the person presses pay), a card waits for the choice rather than going to
 * the sandbox: a card for Mercado Pago is never tokenized anywhere else. A script that failed to load, or no
 * choice within `undecidedTokenizerMs`, tokenizes nothing (null).
 */
export class CardTokenizerSlot {
  private chosen!: Promise<TokenizeCard | null>;
  private choose: ((tokenizer: Promise<TokenizeCard | null>) => void) | null = null;

  private readonly waitMs: number;

  constructor(waitMs = undecidedTokenizerMs) {
    this.waitMs = waitMs;
    this.reset();
  }

  /** Undecided again: the card form left (another page may use another gateway). */
  reset(): void {
    this.chosen = new Promise((resolve) => (this.choose = resolve));
  }

  /** The gateway's tokenizer (a promise while its script loads); null is the sandbox's. */
  use(tokenizer: Promise<TokenizeCard> | null): void {
    const next = tokenizer ?? Promise.resolve<TokenizeCard>(async (card) => sandboxCardToken(card));
    if (this.choose) {
      this.choose(next);
      this.choose = null;
    } else this.chosen = next;
  }

  readonly tokenize: TokenizeCard = async (card) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const undecided = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), this.waitMs)));
    const tokenizer = await Promise.race([this.chosen.catch(() => null), undecided]);
    clearTimeout(timer);
    return tokenizer ? tokenizer(card) : null;
  };
}

/** The page's one slot: the checkout runtime tokenizes through it, the card step's hook fills it. */
export const browserCardTokenizer = new CardTokenizerSlot();
