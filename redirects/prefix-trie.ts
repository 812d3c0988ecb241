import type { PrefixRule } from "./rule-types.ts";

/**
 * Prefix rules as a trie by path segment, stored flat: one map from every prefix path ("/a", "/a/b") to its
 * node. Finding the longest prefix of a path costs one probe per segment, however many rules there are, and
 * every probe goes to the same map — a map object per node would cost several cache misses per segment.
 * Partial-segment prefixes (`/courses-*`) hang off the node before them and are probed by the few lengths
 * that occur there, longest first.
 */
interface TrieNode {
  /** Rule whose prefix ends exactly here (whole segments). */
  rule: PrefixRule | undefined;
  /** Some node lies below this one, so the walk goes on. */
  deeper: boolean;
  /** Distinct lengths of partial prefixes of the next segment, longest first. */
  partialLengths: number[] | undefined;
}

/** A prefix rule that matched, and what follows the prefix in the path. */
export interface PrefixMatch {
  readonly rule: PrefixRule;
  readonly remainder: string;
}

export class PrefixTrie {
  readonly #root: TrieNode = { rule: undefined, deeper: false, partialLengths: undefined };
  readonly #nodes = new Map<string, TrieNode>();
  readonly #partials = new Map<string, PrefixRule>();
  #size = 0;

  /** Adds a rule; returns the rule already holding the same prefix, if any (a conflict or a duplicate). */
  insert(rule: PrefixRule): PrefixRule | undefined {
    const segmentsEnd = rule.shape === "partial" ? rule.source.lastIndexOf("/") : rule.source.length;
    let node = this.#root;
    for (let end = rule.source.indexOf("/", 1); ; end = rule.source.indexOf("/", end + 1)) {
      const stop = end === -1 || end > segmentsEnd ? segmentsEnd : end;
      if (stop <= 0) break;
      node.deeper = true;
      const key = rule.source.slice(0, stop);
      let child = this.#nodes.get(key);
      if (child === undefined) {
        child = { rule: undefined, deeper: false, partialLengths: undefined };
        this.#nodes.set(key, child);
      }
      node = child;
      if (stop === segmentsEnd) break;
    }
    if (rule.shape === "segment") {
      const existing = node.rule;
      if (existing === undefined) this.#size++;
      node.rule ??= rule;
      return existing;
    }
    const existing = this.#partials.get(rule.source);
    if (existing !== undefined) return existing;
    this.#partials.set(rule.source, rule);
    this.#size++;
    const length = rule.source.length - segmentsEnd - 1;
    node.partialLengths ??= [];
    if (!node.partialLengths.includes(length)) {
      node.partialLengths.push(length);
      node.partialLengths.sort((a, b) => b - a);
    }
    return undefined;
  }

  /** The longest prefix rule matching `path` (which starts with "/"). */
  find(path: string): PrefixMatch | undefined {
    if (this.#size === 0) return undefined;
    let node = this.#root;
    let best: PrefixRule | undefined;
    let bestEnd = 0;
    let start = 1;
    while (start <= path.length) {
      let end = path.indexOf("/", start);
      if (end === -1) end = path.length;
      if (node.partialLengths !== undefined) {
        // Partial prefixes leave at least one character of the segment as remainder.
        for (const length of node.partialLengths) {
          if (length >= end - start) continue;
          const rule = this.#partials.get(path.slice(0, start + length));
          if (rule !== undefined) {
            best = rule;
            bestEnd = start + length;
            break;
          }
        }
      }
      if (!node.deeper) break;
      const child = this.#nodes.get(path.slice(0, end));
      if (child === undefined) break;
      node = child;
      if (node.rule !== undefined) {
        best = node.rule;
        bestEnd = end;
      }
      start = end + 1;
    }
    return best === undefined ? undefined : { rule: best, remainder: path.slice(bestEnd) };
  }
}
