/** How often a playing video reports its progress to the server (issue 32: "every few seconds"). */
export const progressReportSeconds = 5;

/**
 * Spec §6, one place at a time (ADR 096): a person's stream counts as going on for six report intervals after its
 * last report, so a late or lost report or two never frees the place, and someone who stops watching on one device
 * can go on on another half a minute later.
 */
export const streamWindowSeconds = progressReportSeconds * 6;
