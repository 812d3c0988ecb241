import type { FormEvent } from "react";
import type { SupportAction } from "#src/domain/support-queue/support-queue.ts";
import { supportReasonMax } from "#src/domain/support-queue/support-queue.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { SupportQueueApi } from "#src/machines/support-queue/support-queue.connect.ts";
import type { SupportItem } from "#src/machines/support-queue/support-queue.types.ts";
import { FormAlert, TextField } from "../ui/form-fields.view.tsx";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { queueItem, queueRow } from "./support-queue.styles.ts";

interface SupportItemProps {
  item: SupportItem;
  api: SupportQueueApi;
  /** When it started waiting, in the reader's time zone; the amount in reais (null: none). */
  since: string;
  amount: string | null;
}

/** The actions that take words (the customer reads a refusal's reason; the next operator a flag's note). */
const worded: Partial<Record<SupportAction, "reason" | "note">> = { refuse: "reason", resolve: "note" };

/** A cancellation's detail is its refund's kind (translated); the others' are the record's own words. */
const refundKinds = ["full", "proportional"];

/** One item of the queue: what it is, about whom, since when, and its actions (or what it waits for). */
export function SupportItemView({ item, api, since, amount }: SupportItemProps) {
  const { t } = useTranslation("support-queue");
  const detailOf = (shown: SupportItem) =>
    shown.kind === "cancellation" && refundKinds.includes(shown.detail)
      ? t(`item.refund.${shown.detail}`)
      : shown.kind === "exam-locked"
        ? t("item.examAttempts", { count: Number(shown.detail) })
        : shown.detail;
  const titleId = `${item.id}-title`;
  const mine = api.last?.itemId === item.id;
  const busy = api.isActing || api.isLoading;
  const failure = mine ? api.failure : null;
  const buttons = item.actions.filter((action) => !worded[action]);
  const forms = item.actions.filter((action) => worded[action]);
  return (
    <article className={queueItem} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {item.transactionNumber
          ? t("item.title", { purchase: item.transactionNumber, course: item.course ?? "" })
          : t("item.noPurchase")}
      </h3>
      <dl>
        <dt>{t("item.customer")}</dt>
        <dd>{item.customer ? `${item.customer.name} (${item.customer.username})` : t("item.nobody")}</dd>
        {amount !== null && (
          <>
            <dt>{t("item.amount")}</dt>
            <dd>{amount}</dd>
          </>
        )}
        <dt>{t("item.since")}</dt>
        <dd>
          <time dateTime={item.since}>{since}</time>
        </dd>
        <dt>{t("item.detail")}</dt>
        <dd>{detailOf(item)}</dd>
      </dl>
      {item.waitingFor && <p>{t(`waiting.${item.waitingFor}`)}</p>}
      {buttons.length > 0 && (
        <div className={queueRow}>
          {buttons.map((action) => (
            <button
              key={action}
              type="button"
              className={buttonPrimary}
              disabled={busy}
              onClick={() => api.act(item, action)}
            >
              {t(`actions.${action}`)}
            </button>
          ))}
        </div>
      )}
      {forms.map((action) => (
        <WordsForm key={action} item={item} action={action} api={api} field={worded[action]!} />
      ))}
      <FormAlert message={failure && !failure.field ? t(failure.key) : null} />
    </article>
  );
}

/** Refuse with a reason, or close with a note: a labelled text field and its button. */
function WordsForm({
  item,
  action,
  api,
  field,
}: {
  item: SupportItem;
  action: SupportAction;
  api: SupportQueueApi;
  field: "reason" | "note";
}) {
  const { t } = useTranslation("support-queue");
  const failure = api.last?.itemId === item.id && api.failure?.field ? api.failure : null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    api.act(item, action, String(new FormData(event.currentTarget).get(field) ?? ""));
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t(`forms.${action}`)}>
      <TextField
        id={`${item.id}-${field}`}
        name={field}
        label={t(`fields.${field}`)}
        hint={t(`fields.${field}Hint`)}
        maxLength={supportReasonMax}
        autoComplete="off"
        error={failure ? t(failure.key) : null}
      />
      <div className={queueRow}>
        <button type="submit" className={buttonSecondary} disabled={api.isActing || api.isLoading}>
          {t(`actions.${action}`)}
        </button>
      </div>
    </form>
  );
}
