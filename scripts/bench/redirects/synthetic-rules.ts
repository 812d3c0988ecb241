/**
 * Synthetic rule sets for the benchmark, written in the same text format as the shipped rules so the
 * parser and compiler are exercised as at server start. The mix is close to the real one: mostly exact
 * paths, some case-folded ones, a fifth prefixes, and the same short list of patterns whatever the size.
 */
export interface SyntheticSet {
  readonly text: string;
  /** Paths some rule answers (exact, folded, prefix and product-number paths, shuffled). */
  readonly hits: string[];
  /** Paths no rule answers. */
  readonly misses: string[];
  readonly productNumbers: Map<string, string>;
}

/** Small deterministic generator, so every run measures the same sets. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const words = [
  "curso",
  "uti",
  "adulto",
  "pediatria",
  "online",
  "pratica",
  "enfermagem",
  "gestao",
  "clinica",
  "avancado",
  "basico",
  "medicina",
  "emergencia",
  "nutricao",
  "farmacia",
];

export function createSyntheticSet(size: number, seed = 7): SyntheticSet {
  const random = createRandom(seed);
  const pick = () => words[Math.floor(random() * words.length)] ?? "x";
  const slug = (index: number) => `${pick()}-${pick()}-${index.toString(36)}`;
  const lines: string[] = [
    "pattern ^/curso/(?<slug>[^/]*_[^/]*)$ /curso/{slug|hyphens}",
    "pattern ^/[^/]*-[pP](?<product>\\d+)$ @product",
    "pattern ^/produto/(?:[^/]*-)?[pP](?<product>\\d+)$ @product",
  ];
  const hits: string[] = [];
  const productNumbers = new Map<string, string>();
  for (let index = 0; lines.length < size; index++) {
    const roll = random();
    const source = `/${pick()}-${index.toString(36)}/${slug(index)}`;
    if (roll < 0.6) {
      lines.push(`exact ${source} /curso/${slug(index)}`);
      hits.push(source);
    } else if (roll < 0.75) {
      lines.push(`iexact ${source} /cursos-${pick()}`);
      hits.push(source.toUpperCase());
    } else if (roll < 0.95) {
      lines.push(`prefix ${source}/* /curso/*`);
      hits.push(`${source}/pagina-${index}`);
    } else {
      productNumbers.set(String(10_000 + index), slug(index));
      hits.push(`/${slug(index)}-p${10_000 + index}`);
    }
  }
  const misses = Array.from(
    { length: 2_000 },
    (_, index) => `/${pick()}-nada-${index}/${slug(index + size)}`,
  );
  shuffle(hits, random);
  return { text: lines.join("\n"), hits, misses, productNumbers };
}

function shuffle<T>(items: T[], random: () => number) {
  for (let index = items.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    const item = items[index] as T;
    items[index] = items[other] as T;
    items[other] = item;
  }
}
