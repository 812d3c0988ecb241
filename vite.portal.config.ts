import { defineConfig } from "vite";

/**
 * The student portal's web component (<sabia-course-portal>, ADR 093) as its own bundle: one ES module with its
 * React, XState and Effect, written beside the client build (build/client/wc-assets/), so that no byte of it
 * reaches a store page. The shell loads it only on /wc/sabia-portal/sabia-course-portal.
 */
export default defineConfig({
  publicDir: false,
  define: { "process.env.NODE_ENV": JSON.stringify("production") },
  build: {
    target: "es2022",
    outDir: "build/client/wc-assets",
    emptyOutDir: false,
    copyPublicDir: false,
    minify: true,
    // Lib mode keeps whitespace in an ES module (for the consumer's bundler); this one is served as it is.
    rolldownOptions: { output: { minify: true } },
    lib: {
      entry: "src/web-components/sabia-course-portal.element.tsx",
      formats: ["es"],
      fileName: () => "sabia-course-portal.js",
    },
  },
});
