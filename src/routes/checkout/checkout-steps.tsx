import type {
  CheckoutCourseView,
  SubscriptionCheckoutApi,
} from "../../machines/subscription-checkout/subscription-checkout.connect.ts";
import { useCheckoutCaptcha } from "../../machines/subscription-checkout/use-checkout-captcha.ts";
import {
  CheckoutLoadFailed,
  CheckoutSignedOut,
  CheckoutUnavailable,
} from "../../views/checkout/checkout-status.view.tsx";
import { ConfirmationStepView, type SupportContact } from "../../views/checkout/confirmation-step.view.tsx";
import { CourseStepView } from "../../views/checkout/course-step.view.tsx";
import { PaymentStepView } from "../../views/checkout/payment-step.view.tsx";

interface CheckoutStepsProps {
  api: SubscriptionCheckoutApi;
  language: string;
  product: string;
  course: CheckoutCourseView;
  support: SupportContact;
  offeredVoucher: string | null;
}

/** The view of the checkout's current screen (loaded after hydration by CheckoutFlow). */
export default function CheckoutSteps({
  api,
  language,
  product,
  course,
  support,
  offeredVoucher,
}: CheckoutStepsProps) {
  const captcha = useCheckoutCaptcha(language, api);
  const total = api.summary?.total ?? course.newPrice;
  if (api.courseStep) return <CourseStepView api={api.courseStep} offeredVoucher={offeredVoucher} />;
  if (api.paymentStep)
    return (
      <PaymentStepView api={api.paymentStep} captcha={{ id: "checkout-captcha", ...captcha }} total={total} />
    );
  if (api.confirmation)
    return <ConfirmationStepView api={api.confirmation} courseName={course.name} support={support} />;
  if (api.screen === "signedOut") return <CheckoutSignedOut product={product} />;
  if (api.screen === "unavailable") return <CheckoutUnavailable />;
  return <CheckoutLoadFailed product={product} onRetry={api.retry} />;
}
