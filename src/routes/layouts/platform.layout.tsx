import { useEffect, useState } from "react";
import { PageSpinner } from "#src/views/ui/spinner.view.tsx";

type Frame = typeof import("./platform-frame.tsx");

// The frame (header, side menu, status, switcher, bell, avatar menu, impersonation bar) starts loading as soon as
// this module runs in the browser, while the authenticated layout's session check runs: the platform pages render
// only once the guard has decided, so it is not first-paint JavaScript (ADR 035).
let loaded: Frame | null = null;
const frameModule: Promise<Frame> | null =
  typeof window === "undefined" ? null : import("./platform-frame.tsx").then((module) => (loaded = module));

/** Default platform layout (spec §2): the spinner until its frame has loaded, then the frame around the page. */
export default function PlatformLayout() {
  const [frame, setFrame] = useState<Frame | null>(() => loaded);
  useEffect(() => {
    let live = true;
    void frameModule?.then((module) => live && setFrame(module));
    return () => {
      live = false;
    };
  }, []);
  return frame ? <frame.PlatformFrame /> : <PageSpinner titled />;
}
