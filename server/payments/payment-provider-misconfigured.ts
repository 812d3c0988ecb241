/** The payment settings would charge nobody, or the wrong way: the server must not start (ADR 046). */
export class PaymentProviderMisconfigured extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PaymentProviderMisconfigured";
  }
}
