/** The voucher the cart carried (?cupom=) goes along, so signing in or buying quickly does not lose it. */
const withVoucher = (path: string, voucher: string | null | undefined) =>
  voucher ? `${path}?cupom=${encodeURIComponent(voucher)}` : path;
export const signInPath = (product: string, voucher?: string | null) =>
  `/signin/${encodeURIComponent(withVoucher(`/checkout/${product}`, voucher))}`;
export const fastBuyPath = (product: string, voucher?: string | null) =>
  withVoucher(`/fast-buy/${product}`, voucher);
