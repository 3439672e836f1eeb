/** The parts of the shell that load when first used, together (one chunk rather than one each). */
export { default as ColourPanel } from './ColourPanel.tsx';
export { default as ErrorLogDialog } from './ErrorLogDialog.tsx';
export { GuestRegistration } from './GuestRegistration.tsx';
export { MenuSearch } from './MenuSearch.tsx';
