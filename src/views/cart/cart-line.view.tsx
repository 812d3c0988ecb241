import type { ReactNode } from "react";
import { Link } from "react-router";
import { useTranslation } from "#src/i18n/react.ts";
import { buttonPrimary, buttonSecondary } from "../ui/ui.styles.ts";
import { actions } from "../checkout/checkout.styles.ts";
import { cartLine } from "./cart.styles.ts";

/** One course of a cart or an order: its picture, its name leading to its page, and what is said of it. */
export function CartCourseLine({
  course,
  children,
}: {
  course: { friendlyUrl: string; name: string; image: { url: string } };
  children: ReactNode;
}) {
  return (
    <li className={cartLine}>
      <img src={course.image.url} alt="" width={96} height={54} />
      <div>
        <h3>
          <Link to={`/curso/${course.friendlyUrl}`}>{course.name}</Link>
        </h3>
        {children}
      </div>
    </li>
  );
}

/**
 * Nothing more to buy here: on to My Courses, or back to the store. (The cart page writes its own: importing this
 * file would make a chunk shared with the order page and cost the cart page bytes over its 125 KB budget.)
 */
export function MyCoursesOrShopping() {
  const { t } = useTranslation("cart");
  return (
    <div className={actions}>
      <Link to="/meus-cursos" className={buttonPrimary}>
        {t("goToMyCourses")}
      </Link>
      <Link to="/" className={buttonSecondary}>
        {t("keepShopping")}
      </Link>
    </div>
  );
}
