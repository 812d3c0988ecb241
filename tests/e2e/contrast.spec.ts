import { expect, test, type Page } from "./recorded-test.ts";
import { courseOnSale } from "./checkout-support.ts";
import { applyTheme, waitForHydration } from "./support.ts";

/**
 * Issue 16 (spec §1/§9): in the two high-contrast themes every piece of text the page draws reaches 7:1 against
 * what it is drawn on (WCAG 1.4.6, AAA), measured on the rendered page in Chromium: the text's computed colour
 * against the background colours up its ancestors to the first opaque one (translucent ones blended over it).
 */
interface DrawnText {
  text: string;
  color: string;
  /** Background colours from the text's element up to the first opaque one (or the page). */
  layers: string[];
}

type Rgba = [number, number, number, number];

function parseColor(value: string): Rgba {
  const match = /^rgba?\(([\d.]+)[, ]+([\d.]+)[, ]+([\d.]+)(?:[,/ ]+([\d.]+%?))?\)$/.exec(value.trim());
  if (!match) throw new Error(`unexpected colour ${value}`);
  const alphaText = match[4];
  const alpha =
    alphaText === undefined
      ? 1
      : alphaText.endsWith("%")
        ? Number.parseFloat(alphaText) / 100
        : Number(alphaText);
  return [Number(match[1]), Number(match[2]), Number(match[3]), alpha];
}

const over = (top: Rgba, bottom: Rgba): Rgba => [
  top[0] * top[3] + bottom[0] * (1 - top[3]),
  top[1] * top[3] + bottom[1] * (1 - top[3]),
  top[2] * top[3] + bottom[2] * (1 - top[3]),
  1,
];

function luminance([r, g, b]: Rgba): number {
  const [lr, lg, lb] = [r, g, b].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

function contrastOf({ color, layers }: DrawnText): number {
  const background = layers
    .map(parseColor)
    .reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  const [high, low] = [luminance(over(parseColor(color), background)), luminance(background)].toSorted(
    (a, b) => b - a,
  );
  return (high! + 0.05) / (low! + 0.05);
}

/** Every visible text node's colour and backgrounds (text on a background picture is left out: not measurable). */
function drawnTexts(page: Page): Promise<DrawnText[]> {
  return page.evaluate(() => {
    const texts: DrawnText[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? "";
      if (!element || text === "" || element.closest("script, style, noscript, template, :disabled"))
        continue;
      const rect = element.getBoundingClientRect();
      // Zero-size or 1 px (visually hidden, for screen readers) text draws nothing.
      if (rect.width <= 1 || rect.height <= 1 || !element.checkVisibility({ visibilityProperty: true }))
        continue;
      const layers: string[] = [];
      let picture = false;
      for (let up: Element | null = element; up; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.backgroundImage !== "none") picture = true;
        const background = style.backgroundColor;
        if (background === "transparent" || /rgba\(.*,\s*0\)$/.test(background)) continue;
        layers.push(background);
        if (!background.startsWith("rgba")) break;
      }
      if (!picture) texts.push({ text: text.slice(0, 40), color: getComputedStyle(element).color, layers });
    }
    // A field's placeholder is text too (drawn on the field's own background).
    for (const field of document.querySelectorAll<HTMLInputElement>(
      "input[placeholder], textarea[placeholder]",
    )) {
      if (!field.checkVisibility({ visibilityProperty: true }) || field.placeholder.trim() === "") continue;
      const background = getComputedStyle(field).backgroundColor;
      texts.push({
        text: `placeholder: ${field.placeholder.slice(0, 30)}`,
        color: getComputedStyle(field, "::placeholder").color,
        layers: background.startsWith("rgba")
          ? [background, getComputedStyle(document.body).backgroundColor]
          : [background],
      });
    }
    return texts;
  });
}

const pages = ["/", "/curso/uti-online-2-edicao", "/auth/signin", `/checkout/${courseOnSale}`];

for (const theme of ["contrast-light", "contrast-dark"] as const) {
  for (const path of pages) {
    test(`${path} in ${theme}: every text reaches 7:1`, async ({ page, context, baseURL }) => {
      await applyTheme(context, baseURL, theme);
      await page.goto(path);
      await waitForHydration(page);
      const texts = await drawnTexts(page);
      expect(texts.length).toBeGreaterThan(8);
      const low = texts
        .map((drawn) => ({ ...drawn, ratio: Math.round(contrastOf(drawn) * 100) / 100 }))
        .filter((drawn) => drawn.ratio < 7);
      expect(low).toEqual([]);
    });
  }
}
