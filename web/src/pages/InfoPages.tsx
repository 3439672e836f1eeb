import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useSession } from '../base/session.ts';
import { AuthLayout } from '../components/AuthLayout.tsx';

/** The way back from a public page: home when signed in, else the sign-in page. */
function BackLinks() {
  const { t } = useTranslation();
  const { signedIn } = useSession();
  return (
    <Group mt="lg" gap="sm">
      <Button component={Link} href={signedIn ? '/home' : '/login'} variant="light">
        {t(signedIn ? 'console.public.home' : 'console.public.signIn')}
      </Button>
      <Anchor component={Link} href="/about" fz="sm">
        {t('console.page.about')}
      </Anchor>
      <Anchor component={Link} href="/contacts" fz="sm">
        {t('console.page.contacts')}
      </Anchor>
    </Group>
  );
}

/** /about (platform.md §2.1, public): what the console is. */
export function AboutPage() {
  const { t } = useTranslation();
  return (
    <AuthLayout title={t('console.about.heading')} subtitle={t('console.product')}>
      <Stack gap="sm">
        <Text>{t('console.home.intro')}</Text>
        <Text c="dimmed" fz="sm">
          {t('console.about.modules')}
        </Text>
      </Stack>
      <BackLinks />
    </AuthLayout>
  );
}

/** /contacts (platform.md §2.1, public): how to reach the operations and support team. */
export function ContactsPage() {
  const { t } = useTranslation();
  const rows = [
    ['console.contacts.phone', 'console.contacts.phoneValue'],
    ['console.contacts.email', 'console.contacts.emailValue'],
    ['console.contacts.address', 'console.contacts.addressValue'],
  ] as const;
  return (
    <AuthLayout title={t('console.contacts.heading')} subtitle={t('console.contacts.intro')}>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          {rows.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={120}>{t(label)}</Table.Th>
              <Table.Td>{t(value)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <BackLinks />
    </AuthLayout>
  );
}
