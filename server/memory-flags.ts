/**
 * How a production process starts (ADR 082): V8's young generation held to 16 MB semi-spaces (its default on a
 * machine with much memory is several times that, and an instance kept 560–780 MiB of RSS under load), the old
 * generation capped at 256 MB (the live heap under load is about 100–140 MB), and glibc's malloc at two arenas
 * (one per thread by default: compression and DNS threads each kept their own). `npm start`, the fleet's
 * instances and the test servers start with these; the cluster's workers inherit them.
 */
export const productionNodeFlags = ["--max-semi-space-size=16", "--max-old-space-size=256"] as const;
export const productionMallocArenas = "2";
