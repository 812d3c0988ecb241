import type { MachineModel } from "./model.ts";
import { appStartModel } from "./models/app-start.model.ts";

/** Every machine with a model. Add new models here; `npm run test:model` and `qa:paths` read this list. */
export const models: MachineModel[] = [appStartModel as MachineModel];
