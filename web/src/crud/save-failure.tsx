import { Alert } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../app/errors.ts';

/**
 * A failed save of a dialog (platform.md §8): the server's msg as a notification and inside the dialog,
 * which stays open and usable. `clear` before the next attempt.
 */
export function useSaveFailure() {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string>();
  return {
    failure,
    clear: () => setFailure(undefined),
    fail: (error: unknown) => {
      const text = errorText(error, t);
      setFailure(text);
      if (text) notifications.show({ color: 'red', message: text });
    },
  };
}

export function SaveFailureAlert({ text }: { text: string | undefined }) {
  return text ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {text}
    </Alert>
  ) : null;
}
