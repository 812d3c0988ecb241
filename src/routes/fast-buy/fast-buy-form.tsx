import { useFastBuy } from "#src/machines/fast-buy/use-fast-buy.ts";
import { FastBuyView } from "#src/views/fast-buy/fast-buy.view.tsx";

interface FastBuyFormProps {
  language: string;
  product: string;
  signInPath: string;
  onCreated(email: string): void;
}

/**
 * The quick purchase's form with its flow and captcha: a module of its own, rendered on the server and
 * hydrated when its code arrives, so the page's first JavaScript stays within the budget.
 */
export default function FastBuyForm({ language, product, signInPath, onCreated }: FastBuyFormProps) {
  const { api, captcha } = useFastBuy({ language, product, onCreated });
  return (
    <FastBuyView
      api={api}
      captcha={{ id: "fast-buy-captcha", ...captcha }}
      links={{ signIn: signInPath, privacyPolicy: "/politica-de-privacidade" }}
    />
  );
}
