import { useCallback, useEffect, useRef, useState } from "react";

export interface FlowRuntime<Event> {
  send(event: Event): void;
  stop(): void;
}

/**
 * Runs a flow machine loaded after hydration (like app-start), so XState and Effect stay out of the page's
 * first-visit JavaScript (budget: 125 KB gzip). Until the runtime is there the view gets `idle(send)`;
 * events sent meanwhile are queued and delivered in order once it starts.
 */
export function useFlowRuntime<Api, Event>(
  idle: (send: (event: Event) => void) => Api,
  start: (onChange: (api: Api) => void) => Promise<FlowRuntime<Event>>,
): Api {
  const queue = useRef<Event[]>([]);
  const runtime = useRef<FlowRuntime<Event> | null>(null);
  const send = useCallback((event: Event) => {
    if (runtime.current) runtime.current.send(event);
    else queue.current.push(event);
  }, []);
  const [api, setApi] = useState<Api>(() => idle(send));

  useEffect(() => {
    let cancelled = false;
    start(setApi).then((started) => {
      if (cancelled) return started.stop();
      runtime.current = started;
      for (const event of queue.current.splice(0)) started.send(event);
    });
    return () => {
      cancelled = true;
      runtime.current?.stop();
      runtime.current = null;
    };
    // The flow starts once per mount; `start` closes over that mount's inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return api;
}
