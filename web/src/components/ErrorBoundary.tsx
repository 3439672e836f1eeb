import { Button, Center, Stack, Text, Title } from '@mantine/core';
import i18next from 'i18next';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { recordError } from '../base/error-log.ts';
import { CHUNK_FAILED } from '../base/errors.ts';

interface State {
  error: Error | undefined;
}

/**
 * Unhandled UI errors: recorded in the error log (message, stack, component stack) and shown as the 500
 * page — the whole screen, or (embedded) just the page inside the shell, whose chrome stays usable.
 */
export class ErrorBoundary extends Component<{ children: ReactNode; embedded?: boolean }, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    recordError(error, info.componentStack ?? undefined);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = error.message === CHUNK_FAILED;
    return (
      <Center h={this.props.embedded ? 420 : '100vh'}>
        <Stack align="center" gap="sm">
          <Title order={1} c="gray.5" fz={72}>
            500
          </Title>
          <Text c="dimmed">{chunk ? CHUNK_FAILED : i18next.t('console.error.500.text')}</Text>
          <Button
            variant="light"
            onClick={() =>
              this.props.embedded ? this.setState({ error: undefined }) : window.location.reload()
            }
          >
            {i18next.t('console.crud.retry')}
          </Button>
        </Stack>
      </Center>
    );
  }
}
