import { createActor } from "xstate";
import type { FlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import { browserPeopleEnvironment, providePeople, type PeopleEnvironment } from "./people.actors.ts";
import { connectPeople, type PeopleApi } from "./people.connect.ts";
import type { PeopleEvent } from "./people.types.ts";

/** Creates and starts the People actor (loaded after hydration by use-people.ts). */
export function runPeople(
  language: string,
  applicationAlias: string,
  onChange: (api: PeopleApi) => void,
  environment: PeopleEnvironment = browserPeopleEnvironment(language),
): FlowRuntime<PeopleEvent> {
  const actor = createActor(providePeople(environment));
  const send = (event: PeopleEvent) => actor.send(event);
  actor.subscribe((snapshot) => onChange(connectPeople(snapshot, send, applicationAlias)));
  actor.start();
  return { send, stop: () => actor.stop() };
}
