import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

export function SaveFailureAlert({ text }: { text: string | undefined }) {
  return text ? (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {text}
    </Alert>
  ) : null;
}
