import { createActor } from "xstate";
import type { FlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import {
  browserCoursePortalEnvironment,
  provideCoursePortal,
  type CoursePortalEnvironment,
} from "./course-portal.actors.ts";
import { connectCoursePortal, type CoursePortalApi } from "./course-portal.connect.ts";
import type { CoursePortalEvent } from "./course-portal.types.ts";

/** Creates and starts the portal's actor for one subscription. */
export function runCoursePortal(
  subscriptionId: number,
  language: string,
  onChange: (api: CoursePortalApi) => void,
  environment: CoursePortalEnvironment = browserCoursePortalEnvironment(language),
): FlowRuntime<CoursePortalEvent> {
  const actor = createActor(provideCoursePortal(environment), { input: { subscriptionId } });
  const send = (event: CoursePortalEvent) => actor.send(event);
  actor.subscribe((snapshot) => onChange(connectCoursePortal(snapshot, send)));
  actor.start();
  return { send, stop: () => actor.stop() };
}
