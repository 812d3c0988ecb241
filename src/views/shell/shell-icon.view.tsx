import { LineIcon } from "../ui/line-icon.view.tsx";

/** Line drawings (24 × 24, stroked in the current colour) for the shell's menu, header buttons and features. */
const paths: Record<string, string> = {
  menu: "M3 6h18M3 12h18M3 18h18",
  home: "M3 11 12 3l9 8M5 10v10h5v-6h4v6h5V10",
  book: "M4 19.5A2.5 2.5 0 0 1 6.5 17H20V2H6.5A2.5 2.5 0 0 0 4 4.5zM4 19.5A2.5 2.5 0 0 0 6.5 22H20v-5",
  search: "M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.3-4.3",
  list: "M8 6h13M8 12h13M8 18h13M3 6h.01M3 12h.01M3 18h.01",
  store: "M3 9l1.5-5h15L21 9M3 9h18v2a3 3 0 0 1-6 0 3 3 0 0 1-6 0 3 3 0 0 1-6 0zM5 13v8h14v-8",
  code: "M16 18l6-6-6-6M8 6l-6 6 6 6",
  "user-check": "M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM16 11l2 2 4-4",
  users:
    "M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8",
  shield: "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10z",
  inbox: "M3 13h5l2 3h4l2-3h5M5 5h14l2 8v6H3v-6z",
  grid: "M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z",
  activity: "M22 12h-4l-3 9L9 3l-3 9H2",
  chart: "M18 20V10M12 20V4M6 20v-6",
  close: "M18 6 6 18M6 6l12 12",
  dot: "M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
};

/** A shell icon by name; an unknown or missing name draws a dot. Decorative: the text or label says it all. */
export function ShellIcon({ name }: { name: string | null }) {
  return <LineIcon d={paths[name ?? "dot"] ?? paths["dot"]!} size={24} />;
}
