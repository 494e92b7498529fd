/**
 * The two screens every browser test uses: the phone's (the "mobile" project, the visual baselines'
 * phone shots, the phone-width axe audits) and the desktop's (the "desktop" project and its shots).
 */
export const DEVICES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
} as const;

export type Device = keyof typeof DEVICES;
