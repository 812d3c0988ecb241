import { lazy, Suspense } from "react";
import { useAppStartState } from "#src/machines/app-start/use-app-start.ts";

// The dialog kit loads only when the question is asked: it is not first-visit code.
const HandOffQuestion = lazy(() =>
  import("#src/views/session/hand-off-question.view.tsx").then((module) => ({
    default: module.HandOffQuestion,
  })),
);

/** Asks "You are signed in as X. Continue as Y?" when app start holds a hand-off for someone else (issue 25). */
export function HandOffQuestionHost() {
  const appStart = useAppStartState();
  const question = appStart.handOffQuestion;
  if (!question) return null;
  return (
    <Suspense fallback={null}>
      <HandOffQuestion
        currentName={question.currentName}
        newName={question.newName}
        onKeep={appStart.keepSession}
        onSwitch={appStart.switchSession}
      />
    </Suspense>
  );
}
