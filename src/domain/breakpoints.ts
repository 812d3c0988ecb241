/**
 * Every breakpoint and layout size of spec §9, in one place.
 * Views read them through theme tokens or the global store; nothing else hard-codes a width.
 */
export const breakpoints = {
  /** xs is below 600 */
  sm: 600,
  /** md starts at 960; below it is "mobile" and the drawer menu */
  md: 960,
  /** lg starts at 1264 */
  lg: 1264,
  /** xl starts at 1904 */
  xl: 1904,
  headerSmall: 600,
  sidebar: 1250,
  mobileAlt: 768,
  tabletOrNotebookMin: 768,
  tabletOrNotebookMax: 1440,
} as const;

export const layoutSizes = {
  wideContainerMax: 1224,
  headerDesktop: 80,
  headerMobile: 132,
  headerSimpleMobile: 60,
  headerSimpleDesktop: 80,
  platformHeaderSmall: 64,
  dialogWidth: 440,
  notificationMenuWidth: 325,
  notificationListMaxHeight: 400,
  statusDialogWidth: 443,
  statusDialogHeight: 652,
  rolePanelMaxWidth: 420,
  roleListMaxHeight: 180,
  searchBoxMaxWidth: 960,
  searchBoxHeight: 48,
  impersonationBar: 72,
  impersonationBarSmall: 112,
} as const;

export type BreakpointName = "xs" | "sm" | "md" | "lg" | "xl";

export function breakpointFor(width: number): BreakpointName {
  if (width < breakpoints.sm) return "xs";
  if (width < breakpoints.md) return "sm";
  if (width < breakpoints.lg) return "md";
  if (width < breakpoints.xl) return "lg";
  return "xl";
}

export interface ResponsiveFlags {
  isMobile: boolean;
  isTabletOrNotebook: boolean;
  isDrawerMenu: boolean;
  isHeaderSmall: boolean;
}

export function responsiveFlagsFor(width: number): ResponsiveFlags {
  return {
    isMobile: width < breakpoints.md,
    isTabletOrNotebook: width >= breakpoints.tabletOrNotebookMin && width <= breakpoints.tabletOrNotebookMax,
    isDrawerMenu: width < breakpoints.sidebar,
    isHeaderSmall: width <= breakpoints.headerSmall,
  };
}
