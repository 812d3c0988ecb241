import { useMemo } from "react";
import { formatBrl } from "#src/domain/catalog/money.ts";
import type { Language } from "#src/domain/language.ts";
import { supportItemKinds, type SupportItemKind } from "#src/domain/support-queue/support-queue.ts";
import { useTranslation } from "#src/i18n/react.ts";
import type { SupportQueueApi } from "#src/machines/support-queue/support-queue.connect.ts";
import { FormAlert, FormNotice } from "../ui/form-fields.view.tsx";
import { buttonSecondary } from "../ui/ui.styles.ts";
import { StaffPageView } from "../staff/staff-page.view.tsx";
import { SupportItemView } from "./support-item.view.tsx";
import { queueList, queueRow } from "./support-queue.styles.ts";

interface SupportQueuePageProps {
  api: SupportQueueApi;
  /** The current role has the queue's feature (spec §6 gating); null while the workspace loads. */
  available: boolean | null;
}

/** The support queue page (issue 30, ADR 081): the items by kind, oldest first, each with its actions. */
export function SupportQueuePageView({ api, available }: SupportQueuePageProps) {
  const { t, i18n } = useTranslation("support-queue");
  const failure = api.failure;
  // A refusal about one item is told beside it; the rest (the list refused, the service down) here.
  const general = failure && !api.last ? failure : null;
  const when = useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: "short", timeStyle: "short" }),
    [i18n.language],
  );
  const money = (value: number) => formatBrl(value, i18n.language as Language);
  const groups = supportItemKinds
    .map((kind) => ({ kind, items: api.items.filter((item) => item.kind === kind) }))
    .filter((group) => group.items.length > 0);
  return (
    <StaffPageView namespace="support-queue" available={available}>
      <div className={queueRow}>
        <button type="button" className={buttonSecondary} onClick={api.reload} disabled={api.isLoading}>
          {api.isLoading ? t("loading") : t("reload")}
        </button>
        <FormAlert message={general ? t(general.key) : null} />
        <FormNotice message={api.done ? t(api.done) : null} />
      </div>
      {api.isLoading && api.items.length === 0 ? (
        <p role="status">{t("loading")}</p>
      ) : groups.length === 0 ? (
        <p role="status">{t("empty")}</p>
      ) : (
        groups.map(({ kind, items }) => (
          <section key={kind} aria-labelledby={`queue-${kind}`}>
            <h2 id={`queue-${kind}`}>
              {t(`kinds.${kind satisfies SupportItemKind}`, { count: items.length })}
            </h2>
            <ul className={queueList}>
              {items.map((item) => (
                <li key={item.id}>
                  <SupportItemView
                    item={item}
                    api={api}
                    since={when.format(new Date(item.since))}
                    amount={item.amount === null ? null : money(item.amount)}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </StaffPageView>
  );
}
