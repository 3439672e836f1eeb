export { default as Overlays } from '../components/Overlays.tsx';
export { default as ErrorPage } from './ErrorPage.tsx';
export { default as IframePage } from './IframePage.tsx';
export { AboutPage, ContactsPage } from './InfoPages.tsx';
export { default as LockPage } from './LockPage.tsx';
export { default as QueryScope } from './QueryScope.tsx';
export { default as RegisterPage } from './RegisterPage.tsx';
export { default as RegisterSuccessPage } from './RegisterSuccessPage.tsx';
export { default as TestPage } from './TestPage.tsx';
