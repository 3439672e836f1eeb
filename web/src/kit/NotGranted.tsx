import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** What a page whose one call the role is not granted shows instead of its form (抱歉，你无权访问该页面). */
export function NotGranted() {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" role="alert">
      {t('console.error.403.text')}
    </Alert>
  );
}
