export { appStartMachine } from "./app-start.machine.ts";
export { connectAppStart, type AppStartApi } from "./app-start.connect.ts";
export { AppStartProvider, reloadAfterChunkFailure, useAppStartState } from "./use-app-start.ts";
