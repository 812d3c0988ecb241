import { HttpApi, HttpApiMiddleware, OpenApi } from "effect/http-api";
import { AccessSessionsGroup } from "./access-sessions-api.ts";
import { AuditGroup } from "./audit-api.ts";
import { CartGroup } from "./cart-api.ts";
import { CatalogueGroup } from "./catalog-api.ts";
import { ClientReportsGroup } from "./client-reports-api.ts";
import { CandidateGroup, PaymentSandboxGroup, SubscriptionCheckoutGroup } from "./checkout-api.ts";
import { IdentityAuthGroup, IdentityUsersGroup } from "./identity-api.ts";
import { NewsletterGroup } from "./newsletter-api.ts";
import { NotificationsGroup } from "./notifications-api.ts";
import { PlatformGroup } from "./platform-api.ts";
import { CancellationSandboxGroup, PurchasesGroup } from "./purchases-api.ts";
import { SessionGroup } from "./session-api.ts";
import { SettingsGroup } from "./settings-api.ts";
import { ShellGroup } from "./shell-api.ts";
import { StaffCatalogueGroup } from "./staff-catalogue-api.ts";
import { StaffUsersGroup } from "./staff-users-api.ts";
import { StudentExamGroup } from "./student-exam-api.ts";
import { StudentPortalGroup } from "./student-portal-api.ts";
import { SupportQueueGroup } from "./support-queue-api.ts";
import { UsersGroup } from "./users-api.ts";

/**
 * The reference platform API of spec §7, shared by server/ (handlers) and the client adapters (HttpApiClient).
 * Every path sits under /api; bad input answers 400 application/problem+json through ProblemDetails.
 */
export const PlatformApi = HttpApi.make("sabia")
  .add(
    PlatformGroup,
    CatalogueGroup,
    UsersGroup,
    SessionGroup,
    IdentityAuthGroup,
    IdentityUsersGroup,
    NewsletterGroup,
    SettingsGroup,
  )
  .add(
    CandidateGroup,
    SubscriptionCheckoutGroup,
    PaymentSandboxGroup,
    PurchasesGroup,
    CancellationSandboxGroup,
    CartGroup,
  )
  .add(NotificationsGroup, ShellGroup, AccessSessionsGroup, StaffUsersGroup, AuditGroup, ClientReportsGroup)
  .add(StaffCatalogueGroup)
  .add(SupportQueueGroup)
  .add(StudentPortalGroup, StudentExamGroup)
  .prefix("/api")
  .middleware(HttpApiMiddleware.ProblemDetails)
  .annotate(OpenApi.Title, "Sabiá platform API")
  .annotate(
    OpenApi.Description,
    "Reference implementation of the platform API the marketplace and the platform shell call (spec §7).",
  );
