/**
 * Shared by the server (which writes the inert forms into the HTML, deferred-scripts.server.ts) and the
 * document (which turns them back on after the first paint, root.tsx). ADR 021.
 */
export const deferredModulePreloadRel = "deferred-modulepreload";
export const deferredModuleType = "deferred-module";

/**
 * Inline script placed after React Router's <Scripts />: once the browser has painted the server HTML (the
 * timeout after the next animation frame), it turns the inert module preloads and the module script back
 * into real ones, which downloads and runs the JavaScript and hydrates the page. A hidden tab paints no
 * frames, so there it starts at once; the 1 s timer is a fallback for a browser that never calls back.
 */
export const startDeferredScripts = `(() => {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const inert of document.querySelectorAll('link[rel="${deferredModulePreloadRel}"]')) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = inert.getAttribute("href");
      link.setAttribute("fetchpriority", "low");
      inert.replaceWith(link);
    }
    for (const inert of document.querySelectorAll('script[type="${deferredModuleType}"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.textContent = inert.textContent;
      inert.replaceWith(script);
    }
  };
  if (document.visibilityState === "hidden") start();
  else {
    requestAnimationFrame(() => setTimeout(start, 0));
    setTimeout(start, 1000);
  }
})();`;
