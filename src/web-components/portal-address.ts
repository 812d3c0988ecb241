/** The course the portal shows: ?curso={subscriptionId} in the page's address (null when absent or not an id). */
export function subscriptionOf(search: string): number | null {
  const value = new URLSearchParams(search).get("curso");
  return value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null;
}
