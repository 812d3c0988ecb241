import { Link } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { pagination } from "./pagination.styles.ts";

interface PaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page: plain links, so paging works without JavaScript. */
  hrefFor: (page: number) => string;
}

/** Previous, the first, last and nearby pages (the current one marked), next; nothing for a single page. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  const { t } = useTranslation("common");
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={t("pagination.label")} className={pagination}>
      {page > 1 && <Link to={hrefFor(page - 1)}>{t("pagination.previous")}</Link>}
      {Array.from({ length: totalPages }, (_, index) => index + 1)
        .filter((candidate) => Math.abs(candidate - page) <= 2 || candidate === 1 || candidate === totalPages)
        .map((candidate) =>
          candidate === page ? (
            <span
              key={candidate}
              aria-current="page"
              aria-label={t("pagination.currentPage", { page: candidate })}
            >
              {candidate}
            </span>
          ) : (
            <Link
              key={candidate}
              to={hrefFor(candidate)}
              aria-label={t("pagination.page", { page: candidate })}
            >
              {candidate}
            </Link>
          ),
        )}
      {page < totalPages && <Link to={hrefFor(page + 1)}>{t("pagination.next")}</Link>}
    </nav>
  );
}
