import { Fragment, useEffect, useRef, type ReactNode, type RefObject } from "react";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type {
  CheckoutCourseView,
  CheckoutScreen,
  CheckoutStep,
  CheckoutSummaryView,
} from "#src/machines/subscription-checkout/subscription-checkout.connect.ts";
import { Link } from "react-router";
import { FormAlert, FormNotice } from "../ui/form-fields.view.tsx";
import { buttonSecondary, container } from "../ui/ui.styles.ts";
import {
  actions,
  checkoutPage,
  muted,
  pageHead,
  panel,
  stepArea,
  stepper,
  summaryArea,
  summaryCourse,
  totalRow,
  totals,
} from "./checkout.styles.ts";

const steps: CheckoutStep[] = ["course", "payment", "confirmation"];

interface CheckoutFrameProps {
  course: CheckoutCourseView;
  step: CheckoutStep;
  screen: CheckoutScreen;
  summary: CheckoutSummaryView | null;
  priceChangedTo: number | null;
  /** Going back to the course step from the payment step (the stepper's first step becomes a button). */
  onBackToCourse?: (() => void) | null;
  children: ReactNode;
}

/**
 * The checkout's frame (spec §2 "checkout in 3 steps"): the title, the stepper (a list; the current step has
 * aria-current="step", a step behind the person is a button back), the purchase summary and the step itself.
 */
export function CheckoutFrame({
  course,
  step,
  screen,
  summary,
  priceChangedTo,
  onBackToCourse,
  children,
}: CheckoutFrameProps) {
  const { t, i18n } = useTranslation("checkout");
  const stepRef = useRef<HTMLDivElement>(null);
  useFocusOnStepChange(stepRef, screen);
  const language = i18n.language as Language;
  const current = steps.indexOf(step);
  return (
    <div className={container}>
      <div className={checkoutPage} data-screen={screen}>
        <div className={pageHead}>
          <h1>{t("title")}</h1>
          <nav aria-label={t("stepper.label")}>
            <ol className={stepper}>
              {steps.map((name, index) => (
                <li
                  key={name}
                  aria-current={index === current ? "step" : undefined}
                  data-status={index < current ? "done" : index === current ? "current" : "upcoming"}
                >
                  {name === "course" && index < current && onBackToCourse ? (
                    <button type="button" onClick={onBackToCourse}>
                      {t(`stepper.${name}`)}
                    </button>
                  ) : (
                    <span>{t(`stepper.${name}`)}</span>
                  )}
                  {index < current && <span className={muted}>{t("stepper.done")}</span>}
                </li>
              ))}
            </ol>
          </nav>
        </div>
        <CheckoutSummary course={course} summary={summary} language={language} />
        <div className={stepArea} ref={stepRef}>
          <FormNotice
            message={
              priceChangedTo === null
                ? null
                : t("priceChanged", { total: formatBrl(priceChangedTo, language) })
            }
          />
          {children}
        </div>
      </div>
    </div>
  );
}

const stepScreens: CheckoutScreen[] = ["course", "payment", "confirmation"];

/**
 * When the person moves from one step to another (not when the purchase first loads), focus goes to the new
 * step's heading, so a screen reader starts reading there instead of at the button that vanished.
 */
function useFocusOnStepChange(area: RefObject<HTMLDivElement | null>, screen: CheckoutScreen) {
  const previous = useRef(screen);
  useEffect(() => {
    const before = previous.current;
    previous.current = screen;
    if (before === screen || !stepScreens.includes(before)) return;
    const heading = area.current?.querySelector<HTMLElement>("h2");
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus();
  }, [area, screen]);
}

function CheckoutSummary({
  course,
  summary,
  language,
}: {
  course: CheckoutCourseView;
  summary: CheckoutSummaryView | null;
  language: Language;
}) {
  const { t } = useTranslation("checkout");
  const money = (value: number) => formatBrl(value, language);
  const plan = summary?.plan ?? null;
  return (
    <aside className={summaryArea} aria-labelledby="checkout-summary-title">
      <h2 id="checkout-summary-title">{t("summary.title")}</h2>
      <div className={summaryCourse}>
        <img src={course.image.src} alt="" width={96} height={54} />
        <div>
          <p>
            <strong>{course.name}</strong>
          </p>
          {course.institution && <p className={muted}>{course.institution}</p>}
          <p className={muted}>{t("summary.loadHours", { count: course.loadHours })}</p>
        </div>
      </div>
      <dl className={totals}>
        <dt>{t("summary.subtotal")}</dt>
        <dd>{money(summary?.subtotal ?? course.newPrice)}</dd>
        {summary && summary.discounts > 0 && <DiscountLines summary={summary} money={money} />}
        {summary && summary.credit > 0 && (
          <>
            <dt>{t("summary.credit")}</dt>
            <dd>−{money(summary.credit)}</dd>
          </>
        )}
        <dt className={totalRow}>{t("summary.total")}</dt>
        <dd className={totalRow}>{money(summary?.total ?? course.newPrice)}</dd>
      </dl>
      {plan && (
        <p>
          {plan.paymentCondition === 2
            ? t("summary.cash")
            : t("summary.installments", { count: plan.installments, value: money(plan.installmentValue) })}
        </p>
      )}
      {summary?.campaign && <p className={muted}>{t("summary.campaign", summary.campaign)}</p>}
      {summary && <p className={muted}>{t("summary.transaction", { number: summary.transactionNumber })}</p>}
    </aside>
  );
}

// What the page shows before its steps have loaded (the server's render), and for a course that left the
// catalogue; the other screens (signed out, load failed) load with the steps.

/** Before the purchase is loaded (also what the server renders: the session lives in the browser). */
export function CheckoutLoading() {
  const { t } = useTranslation("checkout");
  return (
    <section className={panel} aria-labelledby="checkout-status-title">
      <h2 id="checkout-status-title">{t("course.heading")}</h2>
      <p role="status">{t("loading")}</p>
    </section>
  );
}

/** Spec §8 "course no longer available" (the subscription's course answered 404 after the page was served). */
export function CheckoutUnavailable() {
  const { t } = useTranslation("checkout");
  return (
    <section className={panel} aria-labelledby="checkout-status-title">
      <h2 id="checkout-status-title">{t("unavailable.heading")}</h2>
      <FormAlert message={t("unavailable.message")} />
      <div className={actions}>
        <Link to="/" className={buttonSecondary}>
          {t("unavailable.home")}
        </Link>
      </div>
    </section>
  );
}

/**
 * Each discount on its own line (issue 28): the course's own, the campaign, the voucher, so that a percentage
 * never reads as more than it took. An answer that cannot tell them apart shows their sum.
 */
function DiscountLines({
  summary,
  money,
}: {
  summary: CheckoutSummaryView;
  money: (value: number) => string;
}) {
  const { t } = useTranslation("checkout");
  const { breakdown } = summary;
  const lines = breakdown
    ? [
        { key: "course", label: t("summary.courseDiscount"), value: breakdown.course },
        {
          key: "campaign",
          label: summary.campaign ? t("summary.campaignLine", summary.campaign) : t("summary.discounts"),
          value: breakdown.campaign,
        },
        {
          key: "voucher",
          label: summary.voucher ? t("summary.voucher", summary.voucher) : t("summary.discounts"),
          value: breakdown.voucher,
        },
      ]
    : [{ key: "all", label: t("summary.discounts"), value: summary.discounts }];
  return lines
    .filter((line) => line.value > 0)
    .map((line) => (
      <Fragment key={line.key}>
        <dt>{line.label}</dt>
        <dd>−{money(line.value)}</dd>
      </Fragment>
    ));
}
