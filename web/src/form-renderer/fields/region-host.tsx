import type { SpecClient } from '@nbxt/core/spec-client.ts';
import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { queryClient } from '../../base/query.ts';
import { ClientProvider, useOptionalClient } from '../../kit/client.tsx';
import { RegionPicker, type RegionPickerProps } from '../../kit/RegionPicker.tsx';

/**
 * The region picker where a form may be rendered outside the shell (the public designer's preview, a
 * survey page): the console's query cache and the form's client are given when the page has none.
 */
export default function RegionHost({ client, ...props }: RegionPickerProps & { client: SpecClient }) {
  const hasQueries = useContext(QueryClientContext) !== undefined;
  const hasClient = useOptionalClient() !== undefined;
  let picker = <RegionPicker {...props} />;
  if (!hasClient) picker = <ClientProvider client={client}>{picker}</ClientProvider>;
  return hasQueries ? picker : <QueryClientProvider client={queryClient}>{picker}</QueryClientProvider>;
}
