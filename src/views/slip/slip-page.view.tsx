import { Link } from "react-router";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { bankCodeWithDigit, formatDigitableLine, nossoNumero } from "#src/domain/payments/boleto.ts";
import { digitsOnly } from "#src/domain/payments/card.ts";
import { itfSvgRects } from "#src/domain/payments/itf.ts";
import { overdueAmount } from "#src/domain/payments/late-fee.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { SlipResult, SlipView } from "#src/machines/subscription-checkout/slip.types.ts";
import { actions, muted } from "../checkout/checkout.styles.ts";
import { CopyButton } from "../checkout/copy-button.view.tsx";
import { formatDay } from "../checkout/slip-payment.view.tsx";
import { FormAlert } from "../ui/form-fields.view.tsx";
import { Logo } from "../ui/logo.view.tsx";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import {
  barcodeArea,
  noPrint,
  slipBox,
  slipFields,
  slipHead,
  slipHeader,
  slipLine,
  slipPage,
  slipWide,
} from "./slip.styles.ts";

interface SlipPageProps {
  result: SlipResult;
  retry(): void;
  signInPath: string;
  /** Today in Brazil (YYYY-MM-DD): an overdue slip shows what it costs today. */
  today: string;
}

/** The printable bank slip (spec §9), or why it cannot be shown. */
export function SlipPageView({ result, retry, signInPath, today }: SlipPageProps) {
  const { t } = useTranslation("slip");
  return (
    <div className={slipPage}>
      <header className={slipHeader}>
        <Logo />
      </header>
      <main id="content" tabIndex={-1}>
        {result.kind === "ready" && result.slip.status === "expired" ? (
          <ExpiredSlip slip={result.slip} />
        ) : result.kind === "ready" ? (
          <BankSlip slip={result.slip} today={today} />
        ) : (
          <section aria-labelledby="slip-title" className={slipPage}>
            <h1 id="slip-title">{t("title")}</h1>
            {result.kind === "loading" && <p role="status">{t("loading")}</p>}
            {result.kind === "signedOut" && (
              <p>
                {t("signedOut")} <Link to={signInPath}>{t("signIn")}</Link>
              </p>
            )}
            {result.kind === "notFound" && (
              <>
                <FormAlert message={t("notFound")} />
                <Link to="/">{t("home")}</Link>
              </>
            )}
            {result.kind === "failed" && (
              <>
                <FormAlert message={t("failed")} />
                <div className={actions}>
                  <button type="button" className={buttonSecondary} onClick={retry}>
                    {t("retry")}
                  </button>
                </div>
              </>
            )}
          </section>
        )}
      </main>
    </div>
  );
}

/** A slip the gateway cancelled or that lapsed: no line to pay, and a new slip when the purchase awaits payment. */
function ExpiredSlip({ slip }: { slip: SlipView }) {
  const { t } = useTranslation("slip");
  return (
    <section aria-labelledby="slip-title" className={slipPage}>
      <h1 id="slip-title">{t("title")}</h1>
      <p className={muted}>{t("course", { course: slip.course })}</p>
      <FormAlert message={t("expired", { document: slip.transactionNumber })} />
      {slip.reopened ? (
        <div className={actions}>
          <Link to={`/checkout/${slip.courseUrl}`} className={buttonPrimary}>
            {t("newSlip")}
          </Link>
        </div>
      ) : (
        <Link to="/minhas-compras">{t("purchases")}</Link>
      )}
    </section>
  );
}

/** "12345678909" → "123.456.789-09". */
const formatCpf = (digits: string) => digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, "$1.$2.$3-$4");
/** "11222333000181" → "11.222.333/0001-81". */
const formatCnpj = (digits: string) =>
  digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, "$1.$2.$3/$4-$5");

function BankSlip({ slip, today }: { slip: SlipView; today: string }) {
  const { t, i18n } = useTranslation("slip");
  const language = i18n.language as Language;
  const money = (value: number) => formatBrl(value, language);
  const line = digitsOnly(slip.digitableLine);
  const printed = line.length === 47 ? formatDigitableLine(line) : slip.digitableLine;
  const late = overdueAmount(slip.amount, slip.dueDate, today);
  // An API that does not say (an older server) leaves the store's own name.
  const beneficiary = slip.beneficiary?.name ?? t("beneficiaryName");
  const bars = itfSvgRects(slip.barcode, { narrow: 1, ratio: 3, height: 50, quietZone: 10 });
  const ourNumber = nossoNumero(slip.barcode);
  return (
    <article aria-labelledby="slip-title" className={slipPage}>
      <h1 id="slip-title">{t("title")}</h1>
      <p className={muted}>{t("course", { course: slip.course })}</p>
      <div className={slipBox}>
        <p className={slipHead}>
          <span>{beneficiary}</span>
          <span aria-label={t("bank")}>{bankCodeWithDigit(slip.barcode.slice(0, 3))}</span>
          <span className={slipLine} aria-label={t("line")}>
            {printed}
          </span>
        </p>
        <dl className={slipFields}>
          <div className={slipWide}>
            <dt>{t("paymentPlace")}</dt>
            <dd>{t("paymentPlaceText")}</dd>
          </div>
          <div>
            <dt>{t("beneficiary")}</dt>
            <dd>
              {beneficiary}
              {slip.beneficiary?.cnpj && ` — CNPJ ${formatCnpj(slip.beneficiary.cnpj)}`}
            </dd>
          </div>
          {slip.payer && (
            <div>
              <dt>{t("payer")}</dt>
              <dd>
                {slip.payer.name}
                {slip.payer.cpf && ` — CPF ${formatCpf(slip.payer.cpf)}`}
              </dd>
            </div>
          )}
          {slip.issuedOn && (
            <div>
              <dt>{t("issuedOn")}</dt>
              <dd>{formatDay(slip.issuedOn, language)}</dd>
            </div>
          )}
          <div>
            <dt>{t("dueDate")}</dt>
            <dd>{formatDay(slip.dueDate, language)}</dd>
          </div>
          <div>
            <dt>{t("document")}</dt>
            <dd>{slip.transactionNumber}</dd>
          </div>
          {ourNumber && (
            <div>
              <dt>{t("ourNumber")}</dt>
              <dd>{ourNumber}</dd>
            </div>
          )}
          <div>
            <dt>{t("amount")}</dt>
            <dd>{money(slip.amount)}</dd>
          </div>
          <div className={slipWide}>
            <dt>{t("instructions")}</dt>
            <dd>
              {t("lateFee")}
              {late.total > slip.amount && (
                <>
                  {" "}
                  {t("dueToday", {
                    total: money(late.total),
                    fine: money(late.fine),
                    interest: money(late.interest),
                  })}
                </>
              )}
            </dd>
          </div>
        </dl>
        <div className={barcodeArea}>
          <svg
            role="img"
            aria-label={t("barcode")}
            viewBox={`0 0 ${bars.width} ${bars.height}`}
            preserveAspectRatio="none"
            shapeRendering="crispEdges"
          >
            <rect x={0} y={0} width={bars.width} height={bars.height} fill="var(--color-barcode-space)" />
            {bars.rects.map((bar) => (
              <rect
                key={bar.x}
                x={bar.x}
                y={0}
                width={bar.width}
                height={bars.height}
                fill="var(--color-barcode-bar)"
              />
            ))}
          </svg>
        </div>
      </div>
      <div className={`${actions} ${noPrint}`}>
        <button type="button" className={buttonPrimary} onClick={() => window.print()}>
          {t("print")}
        </button>
        <CopyButton text={line} label={t("copy")} />
        {slip.slipUrl && (
          <a href={slip.slipUrl} className={buttonSecondary} target="_blank" rel="noopener noreferrer">
            {t("gatewaySlip")}
          </a>
        )}
      </div>
      <p className={`${muted} ${noPrint}`}>{t("clears")}</p>
    </article>
  );
}
