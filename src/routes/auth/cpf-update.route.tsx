import { useTranslation } from "#src/i18n/react.ts";
import { useCpfUpdate } from "#src/machines/sign-up/use-cpf-update.ts";
import { useRootData } from "../root-data.ts";
import { CpfUpdateView } from "#src/views/auth/cpf-update.view.tsx";

/** /cadastrar-cpf and /auth/cpf/change (spec §2): the signed-in person's CPF update. */
export default function CpfUpdateRoute() {
  const { t } = useTranslation("auth");
  const { language } = useRootData();
  const api = useCpfUpdate(language);
  return (
    <>
      <title>{`${t("cpfUpdate.title")} — ${t("common:appName")}`}</title>
      <CpfUpdateView api={api} />
    </>
  );
}
