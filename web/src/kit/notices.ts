import { notifications } from '@mantine/notifications';

/** The kit's notifications: a success, a failure (the server's msg), a warning; all dropped by `clearNotices`. */
export const notifySuccess = (message: string) => notifications.show({ color: 'teal', message });
export const notifyFailure = (message: string) => notifications.show({ color: 'red', message });
export const warn = (message: string) => notifications.show({ color: 'yellow', message });
export const clearNotices = () => notifications.clean();
