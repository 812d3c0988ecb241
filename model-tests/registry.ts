import type { MachineModel } from "./model.ts";
import { appStartModel } from "./models/app-start.model.ts";
import { auditLogModel } from "./models/audit-log.model.ts";
import { cartOrderModel } from "./models/cart-order.model.ts";
import { courseExamModel } from "./models/course-exam.model.ts";
import { coursePortalModel } from "./models/course-portal.model.ts";
import { cpfUpdateModel } from "./models/cpf-update.model.ts";
import { fastBuyModel } from "./models/fast-buy.model.ts";
import { forgotUsernameModel, passwordChangeModel, signUpModel } from "./models/identity-forms.model.ts";
import { myAccountModel } from "./models/my-account.model.ts";
import { notificationsModel } from "./models/notifications.model.ts";
import { peopleModel } from "./models/people.model.ts";
import { passwordResetModel } from "./models/password-reset.model.ts";
import { purchaseModel } from "./models/purchase.model.ts";
import { roleSelectionModel } from "./models/role-selection.model.ts";
import { crossTabSyncModel, impersonationModel, signOutModel } from "./models/session-flows.model.ts";
import { sessionGuardModel } from "./models/session-guard.model.ts";
import { signInModel } from "./models/sign-in.model.ts";
import { subscriptionCheckoutModel } from "./models/subscription-checkout.model.ts";
import { supportQueueModel } from "./models/support-queue.model.ts";

/** Every machine with a model. Add new models here; `npm run test:model` and `qa:paths` read this list. */
export const models = [
  appStartModel,
  signInModel,
  signUpModel,
  forgotUsernameModel,
  passwordResetModel,
  passwordChangeModel,
  cpfUpdateModel,
  sessionGuardModel,
  roleSelectionModel,
  impersonationModel,
  crossTabSyncModel,
  signOutModel,
  subscriptionCheckoutModel,
  fastBuyModel,
  purchaseModel,
  notificationsModel,
  myAccountModel,
  peopleModel,
  auditLogModel,
  supportQueueModel,
  cartOrderModel,
  coursePortalModel,
  courseExamModel,
] as unknown as MachineModel[];
