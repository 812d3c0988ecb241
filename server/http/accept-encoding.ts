/** Whether an Accept-Encoding header admits `coding` (`gzip`, `br`): named without `q=0`, or `*` without `q=0`. */
export function accepts(acceptEncoding: string | string[] | undefined, coding: string): boolean {
  if (typeof acceptEncoding !== "string") return false;
  let named: boolean | undefined;
  let any = false;
  for (const entry of acceptEncoding.split(",")) {
    const [name = "", ...params] = entry.trim().toLowerCase().split(";");
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const allowed = q === undefined || Number(q.slice(2)) > 0;
    if (name.trim() === coding) named = allowed;
    else if (name.trim() === "*") any = allowed;
  }
  return named ?? any;
}
