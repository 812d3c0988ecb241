import { reactRouter } from "@react-router/dev/vite";
import wyw from "@wyw-in-js/vite";
import { defineConfig } from "vite";

// Linaria (through wyw-in-js) extracts *.styles.ts files into static CSS at build time,
// so views ship class names and no CSS-in-JS runtime.
const linaria = wyw({
  include: ["src/**/*.styles.ts"],
});

export default defineConfig({
  plugins: [linaria, reactRouter()],
  build: { target: "es2022" },
});
