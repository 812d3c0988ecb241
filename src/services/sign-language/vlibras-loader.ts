import { capSignLanguageText, vlibrasTimeoutMs } from "#src/domain/sign-language.ts";

/**
 * The gov.br sign-language avatar (VLibras), loaded only when someone turns it on (ADR 039): the markup the
 * plugin looks for, then `{root}/vlibras-plugin.js`, then `new VLibras.Widget(root)`. Nothing of it ships in
 * the first-visit JavaScript. The script is inserted by our own (nonce-trusted) module, which 'strict-dynamic'
 * admits whatever its origin.
 */

interface VLibrasPlayer {
  translate?: (text: string, ...rest: unknown[]) => unknown;
}
interface VLibrasGlobals {
  VLibras?: { Widget: new (root: string) => unknown };
  /** The plugin instance the widget keeps; its player signs the texts it is given. */
  plugin?: { player?: VLibrasPlayer };
}

const widgetId = "sabia-vlibras";
let started: Promise<boolean> | null = null;
/** The one widget of this page (the plugin keeps its own state; it is never created twice). */
let widget: unknown = null;

/** The markup the plugin expects, not displayed until the widget exists (a failed load never shows an empty button). */
function insertMarkup(): HTMLElement {
  const existing = document.getElementById(widgetId);
  if (existing) return existing;
  const outer = document.createElement("div");
  outer.id = widgetId;
  outer.setAttribute("vw", "");
  outer.className = "enabled";
  outer.style.display = "none";
  const button = document.createElement("div");
  button.setAttribute("vw-access-button", "");
  button.className = "active";
  const wrapper = document.createElement("div");
  wrapper.setAttribute("vw-plugin-wrapper", "");
  const top = document.createElement("div");
  top.className = "vw-plugin-top-wrapper";
  wrapper.append(top);
  outer.append(button, wrapper);
  document.body.append(outer);
  return outer;
}

function loadScript(src: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement("script");
    const timer = window.setTimeout(() => {
      script.remove();
      reject(new Error("timeout"));
    }, vlibrasTimeoutMs);
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => {
      window.clearTimeout(timer);
      resolve();
    });
    script.addEventListener("error", () => {
      window.clearTimeout(timer);
      script.remove();
      reject(new Error("unreachable"));
    });
    document.head.append(script);
  });
}

/** Every text the plugin's player is given is cut to the spec's 1000 characters (wrapped once per player). */
function capPlayerTexts(globals: VLibrasGlobals) {
  const player = globals.plugin?.player;
  const translate = player?.translate;
  if (!player || !translate || (translate as { capped?: true }).capped) return;
  const capped = (text: string, ...rest: unknown[]) =>
    translate.call(player, capSignLanguageText(String(text)), ...rest);
  player.translate = Object.assign(capped, { capped: true as const });
}

/**
 * The plugin creates its window on the page's `load` event. In this single-page app it is created as soon as
 * hydration allows, usually before `load`; when `load` has already passed (a later turn-on), the handler the
 * widget registered is run once by hand.
 */
async function create(root: string): Promise<boolean> {
  const element = insertMarkup();
  const globals = window as unknown as VLibrasGlobals & Window;
  try {
    if (!globals.VLibras) await loadScript(`${root}/vlibras-plugin.js`);
    if (!globals.VLibras?.Widget) throw new Error("no widget");
    if (widget) return true;
    const onloadBefore = window.onload;
    widget = new globals.VLibras.Widget(root);
    if (document.readyState === "complete" && window.onload && window.onload !== onloadBefore)
      window.onload.call(window, new Event("load"));
  } catch {
    element.remove();
    return false;
  }
  // The player may appear only when the person opens the avatar: every click is seen first (capture) to cap it.
  capPlayerTexts(globals);
  document.addEventListener("click", () => capPlayerTexts(globals), { capture: true });
  return true;
}

/** Shows the avatar (loading it the first time); resolves false when it cannot be loaded. */
export function showVLibras(root: string): Promise<boolean> {
  started ??= create(root).then((ok) => {
    if (!ok) started = null;
    return ok;
  });
  return started.then((ok) => {
    const element = document.getElementById(widgetId);
    if (ok && element) element.style.display = "";
    return ok;
  });
}

/** Hides the avatar (the plugin has no way to unload; turning it on again shows it at once). */
export function hideVLibras(): void {
  const element = document.getElementById(widgetId);
  if (element) element.style.display = "none";
}
