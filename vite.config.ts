import { reactRouter } from "@react-router/dev/vite";
import wyw from "@wyw-in-js/vite";
import { defineConfig } from "vite";

// Linaria (through wyw-in-js) extracts *.styles.ts files into static CSS at build time,
// so views ship class names and no CSS-in-JS runtime.
const linaria = wyw({
  include: ["src/**/*.styles.ts"],
});

/**
 * Vite 8 puts its preload helper (≈ 0.9 KB gzip) in every first visit even with `modulePreload: false`: it
 * wraps each dynamic import to preload the chunk's CSS and imports. With one stylesheet (`cssCodeSplit: false`)
 * and no module preload there is never anything to preload, so the helper is replaced by a plain call. A chunk
 * that fails to load still rejects, and `reloadAfterChunkFailure` (spec §4/§9) still sees it.
 */
const plainDynamicImports = {
  name: "sabia:plain-dynamic-imports",
  enforce: "pre" as const,
  apply: "build" as const,
  resolveId(id: string) {
    return id === "\0vite/preload-helper.js" ? id : undefined;
  },
  load(id: string) {
    return id === "\0vite/preload-helper.js" ? "export const __vitePreload = (load) => load();" : undefined;
  },
};

export default defineConfig({
  plugins: [plainDynamicImports, linaria, reactRouter()],
  // One stylesheet for the whole site (≈ 8 KB gzip): a single render-blocking request instead of one per
  // route module, which is what a first visit on a slow phone network pays for (npm run bench:lighthouse).
  build: {
    target: "es2022",
    cssCodeSplit: false,
    // No module preload around dynamic imports (and the helper itself replaced, see plainDynamicImports): it cost
    // every page ~0.8 KB gzip plus a dependency list in each chunk that loads something lazily (~1.5 KB in all),
    // against the 125 KB first-visit budget. Lazily loaded
    // code (machines, dialogs, the bell's menu) then fetches its imports as it meets them; the one stylesheet
    // (cssCodeSplit: false) means no lazy chunk waits on CSS.
    modulePreload: false,
    rolldownOptions: {
      // React, React DOM and React Router in one file: a first visit fetches a few files, not thirty.
      // The small modules nearly every page and lazy chunk share (translator hook, button and layout styles, logo,
      // breakpoints, language, config, the flow-runtime hook, the root data hook) in one file: left to the chunker they split into a file each as soon as two lazy chunks import them
      // differently, and every split costs each page its own import lines.
      output: {
        advancedChunks: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            {
              // The global store with zustand in one file, as before the checkout's runtime handed its "course
              // owned" write to the hook (issue 29): a dynamic import of the store would otherwise split zustand off.
              name: "global.store",
              test: /(node_modules[\\/]zustand[\\/]|src[\\/]stores[\\/]global\.store\.ts$)/,
            },
            {
              name: "shared",
              test: /src[\\/](i18n[\\/]react\.ts|views[\\/]ui[\\/](ui\.styles\.ts|use-dismiss\.ts|logo\.view\.tsx)|views[\\/]layout[\\/]layout\.styles\.ts|domain[\\/](language|breakpoints)\.ts|services[\\/]config\.ts|machines[\\/]flow-kit[\\/]use-flow-runtime\.ts|routes[\\/]root-data\.ts)$/,
            },
          ],
        },
      },
    },
  },
});
