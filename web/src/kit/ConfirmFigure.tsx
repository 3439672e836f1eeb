import { Loader, Text } from '@mantine/core';
import type { Row } from '@nbxt/core/crud/client.ts';
import { confirmShowsArgs } from '@nbxt/core/crud/guard.ts';
import type { OperationSpec, ResourceSpec } from '@nbxt/core/resources/types.ts';
import { useClient } from './client.tsx';
import { useOperation } from './hooks.ts';
import { useRegistryText } from './texts.ts';

/**
 * The figure a call's confirmation shows before anything is sent (OperationSpec.confirmShows: the SMS quota
 * left before a payslip send), read when the confirmation opens.
 */
export function ConfirmFigure({ spec, op, record }: { spec: ResourceSpec; op: OperationSpec; record: Row }) {
  const { t, lang } = useRegistryText();
  const client = useClient();
  const shows = op.confirmShows!;
  const args = confirmShowsArgs(op, record, client.session.state()?.tenantId);
  const read = useOperation(spec, shows.operation, args ?? {}, { enabled: args !== undefined });
  if (!args) return null;
  const value = read.data;
  return (
    <Text fz="sm" mt={4} data-confirm-figure={shows.operation}>
      {shows.text[lang]}:
      {read.isPending ? (
        <Loader size="xs" aria-label={t('sys.list.loading')} />
      ) : read.isError ? (
        t('kit.op.figureFailed')
      ) : (
        <Text span fw={600}>
          {typeof value === 'object' ? JSON.stringify(value) : String(value ?? '')}
        </Text>
      )}
    </Text>
  );
}
