/**
 * Splitting a price into card installments ("12x de R$ 290,88"): every installment but the first is the same
 * whole number of cents, and the first takes the leftover cents, so the installments add up to the price exactly.
 */

export interface InstallmentPlan {
  /** The regular installment (the 2nd onwards), the value "N x de …" shows. */
  installmentValue: number;
  /** Every installment in order; the first may be a few cents more. */
  values: number[];
}

export function installmentPlan(total: number, installments: number): InstallmentPlan {
  if (!Number.isInteger(installments) || installments < 1)
    throw new RangeError(`Installments must be a whole number ≥ 1: ${installments}`);
  const cents = Math.round(total * 100);
  if (!Number.isFinite(total) || cents < 0) throw new RangeError(`Total must be ≥ 0: ${total}`);
  // An installment of R$ 0,00 is nothing a card can charge.
  if (cents > 0 && cents < installments)
    throw new RangeError(`R$ ${total} cannot be split in ${installments}`);
  const regular = Math.floor(cents / installments);
  const first = regular + (cents - regular * installments);
  const values = [first, ...Array.from({ length: installments - 1 }, () => regular)].map((c) => c / 100);
  return { installmentValue: regular / 100, values };
}
