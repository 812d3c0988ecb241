/** The social networks the footer can link to (spec §2 "Social links"); each has a translated label. */
export const socialNetworks = ["instagram", "facebook", "linkedin", "youtube", "tiktok", "x"] as const;
export type SocialNetwork = (typeof socialNetworks)[number];

export interface SocialLink {
  network: SocialNetwork;
  url: string;
}

const isNetwork = (value: unknown): value is SocialNetwork =>
  typeof value === "string" && (socialNetworks as readonly string[]).includes(value);

/** An absolute http(s) address with a host and no credentials; anything else (javascript:, data:, relative) is not. */
export function isWebAddress(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 500) return false;
  try {
    const url = new URL(value);
    return (
      (url.protocol === "https:" || url.protocol === "http:") &&
      url.hostname !== "" &&
      !url.username &&
      !url.password
    );
  } catch {
    return false;
  }
}

/** The well-formed links of a stored list, one per network, in their order; never throws on bad data. */
export function safeSocialLinks(value: unknown): SocialLink[] {
  if (!Array.isArray(value)) return [];
  const links: SocialLink[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== "object" || item === null) continue;
    const { network, url } = item as { network?: unknown; url?: unknown };
    if (isNetwork(network) && isWebAddress(url) && !links.some((link) => link.network === network))
      links.push({ network, url });
  }
  return links;
}
