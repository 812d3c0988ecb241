import type {
  CheckoutCourseView,
  SubscriptionCheckoutApi,
} from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { useCardGateway } from "#src/machines/subscription-checkout/use-card-gateway.ts";
import { useCheckoutCaptcha } from "#src/machines/subscription-checkout/use-checkout-captcha.ts";
import { useDocumentNonce } from "#src/views/layout/document-assets.view.tsx";
import { CheckoutLoadFailed, CheckoutUnavailable } from "#src/views/checkout/checkout-status.view.tsx";
import { useRouteLoaderData } from "react-router";
import { whatsAppContact } from "#src/domain/catalog/whatsapp.ts";
import { useTranslation } from "#src/i18n/react.ts";
import { appConfig } from "#src/services/config.ts";
import type { loader as marketplaceLoader } from "../layouts/marketplace.layout.tsx";
import { ConfirmationStepView, type SupportContact } from "#src/views/checkout/confirmation-step.view.tsx";
import { CourseStepView } from "#src/views/checkout/course-step.view.tsx";
import { PaymentStepView } from "#src/views/checkout/payment-step.view.tsx";

interface CheckoutStepsProps {
  api: SubscriptionCheckoutApi;
  language: string;
  product: string;
  course: CheckoutCourseView;
  offeredVoucher: string | null;
  /** The course step applied the offered voucher: it is not offered again. */
  onVoucherOfferTaken(): void;
  temporaryPasswordSentTo: string | null;
}

/** The view of the checkout's current screen (loaded after hydration by CheckoutFlow). */
export default function CheckoutSteps({
  api,
  language,
  product,
  course,
  offeredVoucher,
  onVoucherOfferTaken,
  temporaryPasswordSentTo,
}: CheckoutStepsProps) {
  const captcha = useCheckoutCaptcha(language, api);
  useCardGateway(api.paymentStep?.cardGateway ?? null, useDocumentNonce(), language);
  const support = useSupportContact(api.summary?.transactionNumber ?? null);
  const total = api.summary?.total ?? course.newPrice;
  if (api.courseStep)
    return (
      <CourseStepView
        api={api.courseStep}
        offeredVoucher={offeredVoucher}
        onVoucherOfferTaken={onVoucherOfferTaken}
      />
    );
  if (api.paymentStep)
    return (
      <PaymentStepView api={api.paymentStep} captcha={{ id: "checkout-captcha", ...captcha }} total={total} />
    );
  if (api.confirmation)
    return (
      <ConfirmationStepView
        api={api.confirmation}
        courseName={course.name}
        support={support}
        temporaryPasswordSentTo={temporaryPasswordSentTo}
      />
    );
  if (api.screen === "unavailable") return <CheckoutUnavailable />;
  return <CheckoutLoadFailed product={product} onRetry={api.retry} messageKey={api.loadFailureKey} />;
}

/**
 * The marketplace's contact, as its footer shows it: WhatsApp when configured, else the e-mail — opened with a
 * message that names the order (its transaction number), so support finds the purchase at once.
 */
function useSupportContact(orderNumber: string | null): SupportContact {
  const { t } = useTranslation("checkout");
  const layout = useRouteLoaderData<typeof marketplaceLoader>("routes/layouts/marketplace.layout");
  const message = orderNumber ? t("card.supportMessage", { number: orderNumber }) : "";
  const setting = layout?.whatsApp ?? null;
  const whatsApp = whatsAppContact(setting && message ? { ...setting, message } : setting);
  return whatsApp
    ? { href: whatsApp.href, label: t("card.supportWhatsApp", { phone: whatsApp.phone }) }
    : {
        href: `mailto:${appConfig.contactEmail}${message ? `?subject=${encodeURIComponent(message)}` : ""}`,
        label: t("card.supportEmail", { email: appConfig.contactEmail }),
      };
}
