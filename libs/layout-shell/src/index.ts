export { WelcomeLayout, type WelcomeLayoutProps } from './welcome/WelcomeLayout';
export { ForgotPasswordLayout, type ForgotPasswordLayoutProps } from './forgot-password/ForgotPasswordLayout';
export { resetSteps, resetStepIndex } from './forgot-password/reset-steps';
export { MainLayout, MAIN_CONTENT_ID, type MainLayoutProps, type SidebarSlot, type SidebarSlotState } from './main/MainLayout';
export type { NavigationItem } from './main/navigation-item';
export { COLLAPSE_STORAGE_KEY } from './frame/sidebar-collapsed';
export { SessionTimeoutDialog, type SessionTimeoutDialogProps } from './session/SessionTimeoutDialog';
export { AnalyticsConsentBanner } from './consent/AnalyticsConsentBanner';
