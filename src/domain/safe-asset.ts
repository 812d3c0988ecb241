/** Same-site paths and http(s) addresses only: a tenant setting never becomes a `javascript:` image or favicon. */
export const safeAsset = (url: string | null): string | null =>
  url && /^(\/(?!\/)|https?:\/\/)/.test(url) ? url : null;
