import type { PrefixRule } from "./rule-types.ts";

/**
 * Prefix rules in a trie keyed by path segment, so finding the longest prefix of a path costs one map
 * look-up per segment of the path, however many rules there are. A node can also hold partial-segment
 * prefixes (`/courses-*`): they are found by trying the lengths that occur at that node, longest first.
 */
interface TrieNode {
  /** Created with the first child: most nodes are leaves, and small nodes keep the walk cache-friendly. */
  children: Map<string, TrieNode> | undefined;
  /** Rule whose prefix ends exactly at this node (whole segments). */
  rule: PrefixRule | undefined;
  /** Partial prefixes of the next segment, by their text. */
  partial: Map<string, PrefixRule> | undefined;
  /** Distinct lengths of the partial prefixes, longest first. */
  partialLengths: number[];
  /** No children and no partial prefixes: kept on the node so the walk can stop without touching its map. */
  leaf: boolean;
}

/** A prefix rule that matched, and what follows the prefix in the path. */
export interface PrefixMatch {
  readonly rule: PrefixRule;
  readonly remainder: string;
}

function createNode(): TrieNode {
  return { children: undefined, rule: undefined, partial: undefined, partialLengths: [], leaf: true };
}

export class PrefixTrie {
  readonly #root = createNode();
  #size = 0;

  /** Adds a rule; returns the rule already holding the same prefix, if any (a conflict or a duplicate). */
  insert(rule: PrefixRule): PrefixRule | undefined {
    const segments = rule.source.slice(1).split("/");
    const last = rule.shape === "partial" ? (segments.pop() ?? "") : undefined;
    let node = this.#root;
    for (const segment of segments) {
      node.children ??= new Map();
      let child = node.children.get(segment);
      if (child === undefined) {
        child = createNode();
        node.children.set(segment, child);
        node.leaf = false;
      }
      node = child;
    }
    if (last === undefined) {
      const existing = node.rule;
      if (existing === undefined) this.#size++;
      node.rule ??= rule;
      return existing;
    }
    node.partial ??= new Map();
    node.leaf = false;
    const existing = node.partial.get(last);
    if (existing !== undefined) return existing;
    node.partial.set(last, rule);
    this.#size++;
    if (!node.partialLengths.includes(last.length)) {
      node.partialLengths.push(last.length);
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
      const segmentLength = end - start;
      if (node.partial !== undefined) {
        // Partial prefixes leave at least one character of the segment as remainder.
        for (const length of node.partialLengths) {
          if (length >= segmentLength) continue;
          const rule = node.partial.get(path.slice(start, start + length));
          if (rule !== undefined) {
            best = rule;
            bestEnd = start + length;
            break;
          }
        }
      }
      const child = node.children?.get(path.slice(start, end));
      if (child === undefined) break;
      node = child;
      if (node.rule !== undefined) {
        best = node.rule;
        bestEnd = end;
      }
      // A leaf cannot match anything longer: skip slicing the rest of the path.
      if (node.leaf) break;
      start = end + 1;
    }
    return best === undefined ? undefined : { rule: best, remainder: path.slice(bestEnd) };
  }
}
