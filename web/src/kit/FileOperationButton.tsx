import { Button, FileButton } from '@mantine/core';
import { fileArgument } from '@nbxt/core/resources/roles.ts';
import type { ResourceSpec } from '@nbxt/core/resources/types.ts';
import { IconFileUpload } from '@tabler/icons-react';
import { useRun } from './hooks.ts';
import { operationKey, useRegistryText } from './texts.ts';

/**
 * A toolbar operation that takes a file (multipart) without an import's progress: the file chosen is sent
 * and what comes back is saved (file in, file out: a spreadsheet of the uploaded people's companions) or
 * said done; a failure shows the server's msg.
 */
export function FileOperationButton({ spec, operation }: { spec: ResourceSpec; operation: string }) {
  const { text } = useRegistryText();
  const op = spec.operations[operation];
  const run = useRun(spec);
  // Offered only with the operation's grant (core's grants.ts), wherever a screen places it.
  if (!op || !run.may(operation)) return null;
  return (
    <FileButton
      onChange={(file) => {
        if (file) run.run({ name: operation, args: { [fileArgument(op)]: file } });
      }}
    >
      {(props) => (
        <Button {...props} variant="light" leftSection={<IconFileUpload size={16} />} loading={run.pending}>
          {text(operationKey(spec.name, operation), op.text)}
        </Button>
      )}
    </FileButton>
  );
}
