import { useFlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { idlePeople, type PeopleApi } from "./people.connect.ts";
import type { PeopleEvent } from "./people.types.ts";

/**
 * The People page's flow (issue 30): the machine and its Effect actors load after hydration; a search typed
 * before they arrive is delivered when they do.
 */
export function usePeople(language: string, applicationAlias: string): PeopleApi {
  return useFlowRuntime<PeopleApi, PeopleEvent>(
    (send) => idlePeople(send, applicationAlias),
    (onChange) =>
      import("./people.runtime.ts").then(({ runPeople }) => runPeople(language, applicationAlias, onChange)),
  );
}
