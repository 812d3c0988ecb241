import { createActor } from "xstate";
import type { FlowRuntime } from "../flow-kit/use-flow-runtime.ts";
import {
  browserCoursePortalEnvironment,
  type CoursePortalEnvironment,
} from "../course-portal/course-portal.actors.ts";
import { provideCourseExam } from "./course-exam.actors.ts";
import { connectCourseExam, type CourseExamApi } from "./course-exam.connect.ts";
import type { CourseExamEvent } from "./course-exam.types.ts";

/** Creates and starts the exam's actor for one subscription. */
export function runCourseExam(
  subscriptionId: number,
  language: string,
  onChange: (api: CourseExamApi) => void,
  environment: CoursePortalEnvironment = browserCoursePortalEnvironment(language),
): FlowRuntime<CourseExamEvent> {
  const actor = createActor(provideCourseExam(environment), { input: { subscriptionId } });
  const send = (event: CourseExamEvent) => actor.send(event);
  actor.subscribe((snapshot) => onChange(connectCourseExam(snapshot, send)));
  actor.start();
  return { send, stop: () => actor.stop() };
}
